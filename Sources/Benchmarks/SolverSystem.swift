import LayoutSolver

/// A system of layout constraints for the solver workloads, described by numbers only so that
/// the same system can be handed to kiwisolver, built as real screens are: every view pinned to
/// its container or to a neighbour, so that each view's frame depends on a bounded number of
/// others.
///
/// Both shapes live in a root view whose top is at 0 and whose leading edge rests at 0 (a weak
/// preference, so that the optimum is unique before any drag). The edit variable is the first
/// view's leading edge, pinned to its container and through it to the root's: a drag moves the
/// root's leading edge, as dragging a split view's divider moves the pane beside it.
///
/// **chain**: rows of ``chainLength`` views, each row a container pinned to the root's leading
/// and trailing edges and below the previous row (the first row at the root's top), its height
/// required between 44 and 88 with a weak preferred 60. In a row, the first view's leading edge
/// is ``margin`` after the container's, each next one ``gap`` after the previous trailing edge,
/// and the last trailing edge at most ``margin`` before the container's. The root's trailing
/// edge is fixed, leaving ``containerSlack`` in the widest row: a drag beyond that compresses
/// every full row's widths. A chain's views are sized horizontally only: vertically each fills
/// its row, whose top and height stand for its own.
///
/// **grid**: square tiles of ``tileSize`` in rows and columns of the root (a tile's leading
/// edge and top at fixed offsets from the root's), each holding one view pinned to the tile's
/// leading edge and top by ``margin`` and at most ``margin`` from its trailing edge and bottom.
/// A drag moves the whole grid.
///
/// **nested**: views nested in each other as stack views nested in stack views are (rule R3):
/// each view pinned to its parent's top and leading edges and as large as its parent (its
/// bottom and trailing edges on the parent's, in the parent's coordinates), the innermost 44 pt
/// tall, the root at the origin with a weak preferred width of 375. The edit variable is the
/// root's width: a drag resizes every view down the chain. Every row of a Cassowary tableau
/// here would hold a marker of every link above it (*n*²/2 cells); LayoutSolver keeps rows
/// short (``Solver/dummyLimit``).
///
/// Every view's width (and height in the grid) is required between 20 and 200 with a weak
/// preferred 100 at a weight of its own (1 + index / views), so the optimum is unique and two
/// solvers must agree on every value.
struct SolverSystem {
    enum Shape: String { case chain, grid, nested }

    /// One constraint: `Σ coefficient × variable + constant <relation> 0` at a priority and weight.
    struct Row {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Double
        var weight: Double
    }

    static let gap = 8.0
    static let margin = 8.0
    static let preferredSize = 100.0
    static let sizeRange = 20.0...200.0
    static let containerSlack = 500.0
    /// A row container's height range and preferred height.
    static let rowHeightRange = 44.0...88.0
    static let preferredRowHeight = 60.0
    /// Views in one row of the chain. A row of *L* views costs any Cassowary tableau about
    /// *L*²/2 cells (each leading edge is written through every width before it in its row),
    /// and the rows' tops chain through the containers, about (*n*/*L*)²/2 cells for *n* views
    /// (each top through every height above it): 50 keeps the second term under a tenth of the
    /// first up to 10,000 views, where 20 would let it pass the first at 10,000.
    static let chainLength = 50
    /// A grid tile's side: a view's margins and its preferred size, with room to spare.
    static let tileSize = 124.0
    /// The strength of the edit variable on the first view's leading edge (kiwi's `strong`).
    static let editPriority = Strength.defaultHigh.priority
    /// The strength of each preferred size (kiwi's `weak`, times the size's weight).
    static let preferredPriority = Strength.defaultLow.priority

    let shape: Shape
    let views: Int
    /// How many variables: per view 2 in a chain, 4 in a grid; then the containers' 4 each
    /// (leading edge, width, top, height) and the root's.
    let variableCount: Int
    let rows: [Row]

    /// The first view's leading edge, the edit variable.
    var editVariable: Int { 0 }

    init(shape: Shape, views: Int) {
        self.shape = shape
        self.views = max(views, 1)
        var builder = Builder(views: self.views)
        switch shape {
        case .chain: builder.chain()
        case .grid: builder.grid()
        case .nested: builder.nested()
        }
        variableCount = builder.variableCount
        rows = builder.rows
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
