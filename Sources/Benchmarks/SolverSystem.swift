import LayoutSolver

/// A system of layout constraints for the solver workloads, described by numbers only so that
/// the same system can be handed to kiwisolver: views in a chain or a grid, each with a leading
/// edge and a width (and a top edge and a height in the grid), every variable an index.
///
/// Chains of ``chainLength`` views: in each, view *i*'s leading edge is `gap` after view
/// *i − 1*'s trailing edge; each width is required between 20 and 200 with a weak preferred
/// 100; the last trailing edge is at most the container's width, which leaves 500 pt of slack,
/// so a drag of the first view beyond 500 pt compresses widths; each chain's first view starts
/// where the previous chain's first view starts. (One chain of 10,000 views would give any
/// Cassowary tableau, kiwi's included, rows holding every width before them: 10⁸ cells.) Grid: the same along each row (the first view of a row aligned with the
/// first view of the row above) and down each column for the tops and heights. Each preferred
/// size has its own weight (1 + index / views), so the optimum is unique and two solvers must
/// agree on every value.
struct SolverSystem {
    enum Shape: String { case chain, grid }

    /// One constraint: `Σ coefficient × variable + constant <relation> 0` at a priority and weight.
    struct Row {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Double
        var weight: Double
    }

    static let gap = 8.0
    static let preferredSize = 100.0
    static let sizeRange = 20.0...200.0
    static let containerSlack = 500.0
    /// Views in one chain.
    static let chainLength = 100
    /// The strength of the edit variable on the first view's leading edge (kiwi's `strong`).
    static let editPriority = Strength.defaultHigh.priority
    /// The strength of each preferred size (kiwi's `weak`, times the size's weight).
    static let preferredPriority = Strength.defaultLow.priority

    let shape: Shape
    let views: Int
    /// How many variables: 2 per view in a chain, 4 in a grid.
    let variableCount: Int
    let rows: [Row]

    /// The first view's leading edge, the edit variable.
    var editVariable: Int { 0 }

    init(shape: Shape, views: Int) {
        self.shape = shape
        self.views = max(views, 1)
        var rows: [Row] = []
        switch shape {
        case .chain:
            variableCount = 2 * self.views
            for first in stride(from: 0, to: self.views, by: Self.chainLength) {
                Self.line(of: Array(first..<min(self.views, first + Self.chainLength)), position: { 2 * $0 }, size: { 2 * $0 + 1 },
                          views: self.views, container: true, into: &rows)
                if first > 0 { rows.append(Row(terms: [(2 * first, 1), (2 * (first - Self.chainLength), -1)], constant: 0, relation: .equal, priority: 1000, weight: 1)) }
            }
        case .grid:
            variableCount = 4 * self.views
            let columns = max(1, Int(Double(self.views).squareRoot()))
            let rowCount = (self.views + columns - 1) / columns
            for row in 0..<rowCount {
                let members = Array(row * columns..<min(self.views, (row + 1) * columns))
                Self.line(of: members, position: { 4 * $0 }, size: { 4 * $0 + 2 }, views: self.views, container: true, into: &rows)
                // The row's first view starts where the row above starts.
                if row > 0 { rows.append(Row(terms: [(4 * members[0], 1), (4 * (members[0] - columns), -1)], constant: 0, relation: .equal, priority: 1000, weight: 1)) }
            }
            for column in 0..<columns {
                let members = Array(stride(from: column, to: self.views, by: columns))
                Self.line(of: members, position: { 4 * $0 + 1 }, size: { 4 * $0 + 3 }, views: self.views, container: false, into: &rows)
                if column > 0 { rows.append(Row(terms: [(4 * column + 1, 1), (1, -1)], constant: 0, relation: .equal, priority: 1000, weight: 1)) }
            }
        }
        self.rows = rows
    }

    /// Pins `members` one after another along one axis: each size in its range with a weak
    /// preferred value, each position a gap after the previous trailing edge, and (with
    /// `container`) the last trailing edge within the container.
    private static func line(of members: [Int], position: (Int) -> Int, size: (Int) -> Int, views: Int, container: Bool,
                             into rows: inout [Row]) {
        for (index, view) in members.enumerated() {
            let width = size(view)
            rows.append(Row(terms: [(width, 1)], constant: -sizeRange.lowerBound, relation: .greaterThanOrEqual, priority: 1000, weight: 1))
            rows.append(Row(terms: [(width, 1)], constant: -sizeRange.upperBound, relation: .lessThanOrEqual, priority: 1000, weight: 1))
            rows.append(Row(terms: [(width, 1)], constant: -preferredSize, relation: .equal, priority: preferredPriority,
                            weight: 1 + Double(view) / Double(views)))
            if index > 0 {
                let previous = members[index - 1]
                rows.append(Row(terms: [(position(view), 1), (position(previous), -1), (size(previous), -1)], constant: -gap,
                                relation: .equal, priority: 1000, weight: 1))
            }
        }
        if container, let last = members.last {
            let limit = Double(members.count) * (preferredSize + gap) + containerSlack
            rows.append(Row(terms: [(position(last), 1), (size(last), 1)], constant: -limit, relation: .lessThanOrEqual, priority: 1000, weight: 1))
        }
    }

    /// The `count` values suggested for the edit variable: a drag that wanders over 0 to 999 pt
    /// and past the container's slack (so that some suggestions compress widths).
    static func suggestions(_ count: Int) -> [Double] {
        (0..<count).map { Double(($0 + 1) * 37 % 1000) }
    }

    /// The system as constraints of this library over `variables`.
    func constraints(over variables: [Variable]) -> [Constraint] {
        rows.map { row in
            let expression = Expression(row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: row.constant)
            return Constraint(expression, row.relation, strength: Strength(priority: row.priority, weight: row.weight))
        }
    }

    /// The system as text for the kiwisolver script: one constraint a line,
    /// `relation strength constant variable coefficient …`, where the strength is `required`
    /// or kiwi's number (`strong` is 1e6 and `weak` 1, times the weight; priorities are
    /// symbolic here and weighted there, which gives the same order for these systems).
    var kiwiDescription: String {
        var lines: [String] = []
        lines.reserveCapacity(rows.count)
        for row in rows {
            let strength = row.priority >= 1000 ? "required" : String(Self.kiwiStrength(priority: row.priority) * row.weight)
            let terms = row.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
            lines.append("\(row.relation) \(strength) \(row.constant) \(terms)")
        }
        return lines.joined(separator: "\n")
    }

    /// kiwi's strength for the priorities these systems use.
    static func kiwiStrength(priority: Double) -> Double {
        priority >= editPriority ? 1_000_000 : priority >= 500 ? 1_000 : 1
    }
}
