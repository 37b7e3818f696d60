import LayoutSolver

extension SolverSystem {
    /// Writes the constraints of one ``SolverSystem`` shape, numbering the variables: the
    /// views' first (so the first view's leading edge is variable 0), then the containers' or
    /// tiles', then the root's.
    struct Builder {
        let views: Int
        private(set) var rows: [Row] = []
        private(set) var variableCount = 0

        init(views: Int) {
            self.views = views
        }

        /// Rows of ``SolverSystem/chainLength`` views in containers stacked down the root.
        mutating func chain() {
            let length = SolverSystem.chainLength
            let containers = (views + length - 1) / length
            let containerBase = 2 * views, rootBase = containerBase + 4 * containers
            variableCount = rootBase + 3
            let root = (leading: rootBase, trailing: rootBase + 1, top: rootBase + 2)
            let widest = Double(min(views, length))
            pinRoot(leading: root.leading, top: root.top)
            equal([(root.trailing, 1)], -(2 * margin + widest * (preferredSize + gap) - gap + containerSlack))
            for container in 0..<containers {
                let base = containerBase + 4 * container
                let (leading, width, top, height) = (base, base + 1, base + 2, base + 3)
                equal([(leading, 1), (root.leading, -1)], 0)
                equal([(leading, 1), (width, 1), (root.trailing, -1)], 0)
                if container == 0 {
                    equal([(top, 1), (root.top, -1)], 0)
                } else {
                    equal([(top, 1), (base - 4 + 2, -1), (base - 4 + 3, -1)], -gap)
                }
                size(height, range: rowHeightRange, preferred: preferredRowHeight, weight: 1 + Double(container) / Double(containers))
                let members = container * length..<min(views, (container + 1) * length)
                for view in members {
                    size(2 * view + 1, range: sizeRange, preferred: preferredSize, weight: 1 + Double(view) / Double(views))
                    if view == members.lowerBound {
                        equal([(2 * view, 1), (leading, -1)], -margin)
                    } else {
                        equal([(2 * view, 1), (2 * view - 2, -1), (2 * view - 1, -1)], -gap)
                    }
                }
                let last = members.upperBound - 1
                atMost([(2 * last, 1), (2 * last + 1, 1), (leading, -1), (width, -1)], margin)
            }
        }

        /// One view per square tile, the tiles in rows and columns of the root.
        mutating func grid() {
            let columns = max(1, Int(Double(views).squareRoot()))
            let tileBase = 4 * views, rootBase = tileBase + 4 * views
            variableCount = rootBase + 2
            let root = (leading: rootBase, top: rootBase + 1)
            pinRoot(leading: root.leading, top: root.top)
            let pitch = tileSize + gap
            for view in 0..<views {
                let tile = tileBase + 4 * view
                let (leading, top, width, height) = (tile, tile + 1, tile + 2, tile + 3)
                equal([(leading, 1), (root.leading, -1)], -Double(view % columns) * pitch)
                equal([(top, 1), (root.top, -1)], -Double(view / columns) * pitch)
                equal([(width, 1)], -tileSize)
                equal([(height, 1)], -tileSize)
                let weight = 1 + Double(view) / Double(views)
                for (position, size, start, extent) in [(4 * view, 4 * view + 2, leading, width), (4 * view + 1, 4 * view + 3, top, height)] {
                    equal([(position, 1), (start, -1)], -margin)
                    self.size(size, range: sizeRange, preferred: preferredSize, weight: weight)
                    atMost([(position, 1), (size, 1), (start, -1), (extent, -1)], margin)
                }
            }
        }

        /// Views nested ``views`` deep: level *k*'s width, height, leading edge and top are
        /// variables 4*k* to 4*k* + 3, so the root's width is variable 0.
        mutating func nested() {
            variableCount = 4 * (views + 1)
            equal([(2, 1)], 0)
            equal([(3, 1)], 0)
            rows.append(Row(terms: [(0, 1)], constant: -375, relation: .equal, priority: preferredPriority, weight: 1))
            for level in 1...views {
                let (width, height, leading, top) = (4 * level, 4 * level + 1, 4 * level + 2, 4 * level + 3)
                let (parentWidth, parentHeight) = (4 * level - 4, 4 * level - 3)
                equal([(leading, 1)], 0)
                equal([(top, 1)], 0)
                equal([(leading, 1), (width, 1), (parentWidth, -1)], 0)
                equal([(top, 1), (height, 1), (parentHeight, -1)], 0)
            }
            equal([(4 * views + 1, 1)], -44)
        }

        /// The root's top at 0, its leading edge at rest at 0 (weakly: a drag moves it).
        private mutating func pinRoot(leading: Int, top: Int) {
            rows.append(Row(terms: [(leading, 1)], constant: 0, relation: .equal, priority: preferredPriority, weight: 1))
            equal([(top, 1)], 0)
        }

        /// `variable` required within `range`, weakly `preferred` at `weight`.
        private mutating func size(_ variable: Int, range: ClosedRange<Double>, preferred: Double, weight: Double) {
            rows.append(Row(terms: [(variable, 1)], constant: -range.lowerBound, relation: .greaterThanOrEqual, priority: 1000, weight: 1))
            rows.append(Row(terms: [(variable, 1)], constant: -range.upperBound, relation: .lessThanOrEqual, priority: 1000, weight: 1))
            rows.append(Row(terms: [(variable, 1)], constant: -preferred, relation: .equal, priority: preferredPriority, weight: weight))
        }

        /// The required `Σ terms + constant == 0`.
        private mutating func equal(_ terms: [(Int, Double)], _ constant: Double) {
            rows.append(Row(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation: .equal, priority: 1000, weight: 1))
        }

        /// The required `Σ terms + constant <= 0`.
        private mutating func atMost(_ terms: [(Int, Double)], _ constant: Double) {
            rows.append(Row(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation: .lessThanOrEqual, priority: 1000, weight: 1))
        }
    }
}
