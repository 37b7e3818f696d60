/// An incremental linear constraint solver of the Cassowary family.
///
/// Add required and optional constraints (equalities and inequalities) one at a time, remove
/// them, and read each variable's value with ``value(of:)``: after every call the values
/// satisfy every required constraint, and the optional ones as well as their priorities allow,
/// level by level from the highest (see ``Strength``). Values that change often, such as a
/// drag's offset, are edit variables: ``addEditVariable(_:strength:)`` once, then
/// ``suggestValue(_:_:)`` for each new value, which re-solves with the dual simplex from the
/// previous solution instead of from scratch.
///
/// The algorithm is the one of Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm" (ACM TOCHI 8(4), 2001), organised as kiwi does it: a tableau
/// of sparse rows keyed by symbol, a primal simplex after each addition or removal and a dual
/// simplex after each suggestion.
///
/// Deterministic: the same calls in the same order give the same values, bit for bit. Every
/// choice among candidates (the entering and leaving symbols, the next infeasible row) breaks
/// ties by the order in which the solver made its symbols, never by a hash map's order.
/// Numbers are `Double`; a value within ``tolerance`` of zero counts as zero.
///
/// Cost: a row's cells live in a hash map with O(1) access, and the tableau lists, for each
/// symbol, the rows that hold it (its column: an array, each cell knowing its place there). A
/// pivot substitutes the entering symbol into those rows only, and the ratio tests look at
/// those rows only, so a pivot costs the work on the rows that hold the symbol, not O(rows) as
/// in kiwi; the pivoted row keeps its place, so only the cells a substitution creates or
/// cancels touch the columns, each in O(1). The objective remembers which of its
/// cells changed since it was last minimal, so choosing the entering symbol costs the changed
/// cells, not every optional constraint's error. A suggestion costs no pivot when the solution
/// stays feasible, and a few dual pivots when an inequality or a stronger preference stops it
/// (``pivotCount`` counts them). Priority levels are compared within ``tolerance`` too, so that rounding at a
/// higher level never decides what a lower level should.
///
/// A solver is not thread-safe; use it from one task at a time.
public final class Solver {
    /// The tolerance of every comparison with zero: a coefficient or constant whose magnitude
    /// is below it is zero (kiwi's 1e-8). Layout works in points, so this is far below anything
    /// a screen shows.
    public static let tolerance: Double = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < tolerance }

    /// The symbols a constraint added to the tableau, so that it can be removed.
    struct Tag {
        let constraint: Constraint
        /// The slack, error or dummy that identifies the constraint's row.
        var marker: Symbol
        /// The second error of an optional equality, or the error of an optional inequality.
        var other: Symbol?
        /// The order in which the constraint was added, for rebuilding in that order.
        var sequence = 0
    }

    struct EditInfo {
        let constraint: Constraint
        let tag: Tag
        /// The value last suggested.
        var constant: Double
    }

    private var constraints: [ObjectIdentifier: Tag] = [:]
    /// The markers of the required constraints whose combination proved the last constraint
    /// refused as unsatisfiable impossible (a Farkas certificate: the parametric markers left
    /// in its row), for ``conflict(of:)``.
    private(set) var conflictMarkers: [Symbol] = []
    /// The ids of the dummies dropped from rows (see ``dummyLimit``): removing their
    /// constraints rebuilds the tableau. Looked up, never iterated.
    private var droppedDummies: Set<Int> = []
    private var nextSequence = 0

    /// The most markers of required equalities (dummies) a new row keeps besides its own.
    ///
    /// A dummy is always zero: it is in the rows only to say which rows a constraint's removal
    /// must undo. Along a chain of equalities (stack views nested in stack views, each one's
    /// height its child's) every row would hold the dummies of every link before it, rows as
    /// long as the chain, and a chain of *n* links would cost *n*² cells and more time. So a
    /// new row keeps at most this many; the dummies dropped are noted, and removing one of
    /// their constraints solves again from scratch (the remaining constraints re-added in
    /// their order, edit variables and their suggestions restored) instead of pivoting.
    /// Systems whose rows stay shorter, as most screens' do, never drop one.
    static let dummyLimit = 32
    private var edits: [ObjectIdentifier: EditInfo] = [:]
    /// Every variable the solver has seen, with its symbol; `variableOrder` lists them in the
    /// order of their symbols for deterministic listings.
    private var symbols: [ObjectIdentifier: Symbol] = [:]
    private var variableOrder: [Variable] = []
    /// The symbol of each variable in `variableOrder`, so that listing every value needs no
    /// hashing.
    private var variableSymbols: [Symbol] = []
    /// The rows, and which rows hold each symbol.
    private var tableau = Tableau()
    private var infeasibleRows: [Symbol] = []
    private let objective = Objective()
    /// The objective of phase one while a constraint is added through an artificial variable.
    private var artificial: Objective?
    private var nextSymbolID = 0

    /// How many pivots the solver has made since it was created: a measure of work that does
    /// not depend on the machine, for tests and benchmarks.
    public private(set) var pivotCount = 0

    /// An empty solver.
    public init() {}

    // MARK: - Constraints

    /// Adds `constraint` and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was already added,
    ///   ``SolverError/unsatisfiable(_:)`` if it is required and conflicts with the required
    ///   constraints already added (it is then not added),
    ///   ``SolverError/nonFiniteConstraint(_:)`` if a number in it is infinite or NaN.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy(\.coefficient.isFinite) else {
            throw .nonFiniteConstraint(constraint)
        }

        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, tag: tag)
        if subject == nil, row.cells.allSatisfy({ $0.key.kind == .dummy }) {
            guard Self.isNearZero(row.constant) else {
                // `0 = constant + Σ dummies`: those equalities and this one contradict.
                conflictMarkers = row.cells.keys.filter { $0 != tag.marker }.sorted()
                throw .unsatisfiable(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            dropExtraDummies(of: row, keeping: tag.marker)
            substitute(subject, with: row)
            putRow(row, for: subject)
        } else {
            let satisfied = try addWithArtificialVariable(row)
            guard satisfied else {
                try optimize(objective)
                throw .unsatisfiable(constraint)
            }
        }
        var added = tag
        nextSequence += 1
        added.sequence = nextSequence
        constraints[key] = added
        try optimize(objective)
    }

    /// Drops the dummies of other constraints from a new row that holds more than
    /// ``dummyLimit`` of them, noting each.
    private func dropExtraDummies(of row: Row, keeping marker: Symbol) {
        guard row.cells.count > Self.dummyLimit else { return }
        let dummies = row.cells.keys.filter { $0.kind == .dummy && $0 != marker }
        guard dummies.count > Self.dummyLimit else { return }
        for dummy in dummies {
            row.remove(dummy)
            droppedDummies.insert(dummy.id)
        }
    }

    /// Solves again from scratch: the constraints re-added in the order they were first
    /// added, then each edit variable's last suggestion. Symbols of variables keep their ids,
    /// so ``variables`` keeps its order.
    private func rebuild() throws(SolverError) {
        let kept = constraints.values.sorted { $0.sequence < $1.sequence }
        let editing = edits.values.sorted { $0.tag.sequence < $1.tag.sequence }
        constraints = [:]
        edits = [:]
        tableau = Tableau()
        for symbol in variableSymbols { tableau.noteSymbol(symbol) }
        infeasibleRows = []
        objective.reset()
        artificial = nil
        droppedDummies = []
        for tag in kept { try? addConstraint(tag.constraint) }
        for info in editing {
            guard let variable = info.constraint.expression.terms.first?.variable,
                  let tag = constraints[ObjectIdentifier(info.constraint)] else { continue }
            edits[ObjectIdentifier(variable)] = EditInfo(constraint: info.constraint, tag: tag, constant: 0)
            try suggestValue(variable, info.constant)
        }
    }

    /// Adds each constraint in order; stops at the first error.
    public func addConstraints(_ list: [Constraint]) throws(SolverError) {
        for constraint in list { try addConstraint(constraint) }
    }

    /// Removes `constraint` and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was not added.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if tag.marker.kind == .dummy, droppedDummies.contains(tag.marker.id) {
            // Rows that depend on the constraint no longer say so (``dummyLimit``).
            try rebuild()
            return
        }
        // The objective must lose the constraint's errors before the row is pivoted out, or
        // their weight would stay in the objective through other symbols.
        removeErrorEffects(of: tag)
        if takeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(for: tag.marker), let row = takeRow(leaving) else {
                throw .internalError("no row to remove \(constraint)")
            }
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, with: row)
            pivotCount += 1
        }
        try optimize(objective)
    }

    /// The constraint each of `markers` identifies, in the order of the markers.
    func constraints(markedBy markers: [Symbol]) -> [Constraint] {
        var byMarker: [Symbol: Constraint] = [:]
        for tag in constraints.values { byMarker[tag.marker] = tag.constraint }
        return markers.compactMap { byMarker[$0] }
    }

    /// The required constraints the solver holds, in the order they were added.
    func requiredConstraints() -> [Constraint] {
        constraints.values.filter { $0.constraint.strength.isRequired }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Whether `constraint` has been added (and not removed).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// How many constraints the solver holds, edit variables' included.
    public var constraintCount: Int { constraints.count }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable at `strength`, whose value ``suggestValue(_:_:)``
    /// proposes. Its suggested value starts at 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is one already,
    ///   ``SolverError/requiredEditVariable(_:)`` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        guard let tag = constraints[ObjectIdentifier(constraint)] else {
            throw .internalError("edit constraint of \(variable) was not added")
        }
        edits[key] = EditInfo(constraint: constraint, tag: tag, constant: 0)
    }

    /// Stops editing `variable`, removing its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Proposes `value` for the edit variable `variable` and re-solves incrementally (dual
    /// simplex from the current solution): the variable takes the value unless constraints of
    /// higher priority than the edit's prevent it.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable,
    ///   ``SolverError/nonFiniteSuggestion(_:_:)`` if `value` is infinite or NaN.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var info = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let delta = value - info.constant
        info.constant = value
        edits[key] = info

        // The edit constraint reads `variable - constant - plus + minus = 0`; a change of its
        // constant moves whichever row holds its errors.
        if let constant = tableau.addToConstant(of: info.tag.marker, -delta) {
            if constant < 0 { infeasibleRows.append(info.tag.marker) }
        } else if let minus = info.tag.other, let constant = tableau.addToConstant(of: minus, delta) {
            if constant < 0 { infeasibleRows.append(minus) }
        } else {
            tableau.shiftConstants(holding: info.tag.marker, by: delta, infeasible: &infeasibleRows)
        }
        try dualOptimize()
    }

    // MARK: - Values

    /// The value of `variable` in the current solution (0 for a variable the solver has not
    /// seen, or one left free by the constraints). O(1).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[ObjectIdentifier(variable)] else { return 0 }
        return tableau.constant(of: symbol)
    }

    /// Every variable the solver has seen, in the order it first saw them.
    public var variables: [Variable] { variableOrder }

    /// The value of every variable the solver has seen, in the order it first saw them
    /// (kiwi's `updateVariables`, as a list: ``value(of:)`` reads one value directly).
    public func updateVariables() -> [(variable: Variable, value: Double)] {
        var list: [(variable: Variable, value: Double)] = []
        list.reserveCapacity(variableOrder.count)
        for index in variableOrder.indices {
            list.append((variableOrder[index], tableau.constant(of: variableSymbols[index])))
        }
        return list
    }

    /// Forgets every constraint, edit variable and variable.
    public func reset() {
        constraints = [:]
        edits = [:]
        symbols = [:]
        variableOrder = []
        variableSymbols = []
        tableau = Tableau()
        infeasibleRows = []
        objective.reset()
        artificial = nil
        nextSymbolID = 0
        droppedDummies = []
        conflictMarkers = []
    }

    // MARK: - Tableau

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        let symbol = Symbol(id: nextSymbolID, kind: kind)
        tableau.noteSymbol(symbol)
        return symbol
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbols[key] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[key] = symbol
        variableOrder.append(variable)
        variableSymbols.append(symbol)
        return symbol
    }

    /// The constraint's row in terms of the current parametric symbols, with its slack, errors
    /// or dummy, and the errors added to the objective; its constant is made non-negative.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !Self.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.row(of: symbol) {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 (<=) or expression - slack = 0 (>=), slack ≥ 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(constraint: constraint, marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight: strength.weight, priority: strength.priority)
                tag = Tag(constraint: constraint, marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(constraint: constraint, marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight: strength.weight, priority: strength.priority)
                objective.insert(minus, weight: strength.weight, priority: strength.priority)
                tag = Tag(constraint: constraint, marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol the new row is solved for: a user's variable if there is one (the one held
    /// by the fewest rows, lowest id on ties), else the constraint's own slack or error when
    /// its coefficient is negative (so that the row stays feasible), else nil.
    ///
    /// Any user's variable keeps the tableau valid (kiwi takes the first); the one in the
    /// fewest rows makes the substitution that follows cheapest. Along a chain of equalities
    /// (`w1 == w0`, `w2 == w1`, ... as nested stack views make) the oldest variable is held by
    /// every row before it, so taking it made each addition rewrite the whole chain (quadratic
    /// in its length); the newest is held by none.
    private func chooseSubject(of row: Row, tag: Tag) -> Symbol? {
        var external: (symbol: Symbol, rows: Int)?
        for symbol in row.cells.keys where symbol.kind == .external {
            let rows = tableau.columnLength(of: symbol)
            if let current = external, rows > current.rows || (rows == current.rows && symbol > current.symbol) { continue }
            external = (symbol, rows)
        }
        if let external { return external.symbol }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: adds the row through an artificial variable and minimises it. Returns whether
    /// the artificial variable reached zero, that is whether the constraint can hold; when it
    /// cannot, the row is dropped and the tableau holds the previous constraints only.
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        putRow(Row(copying: row), for: art)
        let phaseOne = Objective()
        phaseOne.insert(row, weight: 1, priority: Strength.requiredPriority)
        artificial = phaseOne
        defer { artificial = nil }
        try optimize(phaseOne)

        // Unsatisfiable: the artificial variable is still basic and positive. No other row and
        // no objective mentions a basic symbol, so dropping its row removes the constraint.
        guard phaseOne.isZero else {
            // Minimal, the artificial variable is a positive constant plus non-negative
            // multiples of markers: the constraints of those markers prove it cannot reach 0.
            conflictMarkers = (phaseOne.levels.first?.row.cells.keys.filter { $0.isRestricted && $0.kind != .error } ?? []).sorted()
            takeRow(art)
            return false
        }
        if let artRow = takeRow(art), !artRow.cells.isEmpty {
            // Zero but basic: pivot it out so that its row (the constraint) stays.
            guard let entering = lowestPivotableSymbol(in: artRow) else { return false }
            artRow.solve(for: art, replacing: entering)
            substitute(entering, with: artRow)
            putRow(artRow, for: entering)
            pivotCount += 1
        }
        // Parametric, the artificial variable is zero: dropping its column keeps it so.
        tableau.removeColumn(art)
        objective.remove(art)
        return true
    }

    private func lowestPivotableSymbol(in row: Row) -> Symbol? {
        row.cells.keys.filter(\.isPivotable).min()
    }

    /// Puts `row` in the tableau as the row of `basic`, indexing its cells.
    private func putRow(_ row: Row, for basic: Symbol) {
        tableau.put(row, for: basic)
    }

    /// Takes the row of `basic` out of the tableau and out of the column index.
    @discardableResult
    private func takeRow(_ basic: Symbol) -> Row? {
        tableau.take(basic)
    }

    /// Replaces `symbol` by `row` in the rows that hold it (the column index says which) and
    /// notes the rows it made infeasible. The other rows do not change, so none of them can
    /// have become infeasible.
    private func substitute(_ symbol: Symbol, with row: Row) {
        tableau.substitute(symbol, with: row, infeasible: &infeasibleRows)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Exchanges `leaving` (basic) and `entering` (parametric). The row keeps its place in
    /// the tableau: only the cells the substitution creates or cancels touch the columns.
    private func pivot(leaving: Symbol, entering: Symbol) throws(SolverError) {
        guard let row = tableau.pivot(leaving: leaving, entering: entering, infeasible: &infeasibleRows) else {
            throw .internalError("no row for the leaving symbol")
        }
        objective.substitute(entering, with: row)
        artificial?.substitute(entering, with: row)
        pivotCount += 1
    }

    /// Primal simplex: pivots until no symbol lowers `objective`.
    private func optimize(_ objective: Objective) throws(SolverError) {
        while let entering = objective.enteringSymbol() {
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio; lowest id on ties).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for symbol in tableau.rows(holding: entering) where symbol.kind != .external {
            guard let row = tableau.row(of: symbol) else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol > current.symbol) { continue }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// Dual simplex: makes the infeasible rows feasible again, keeping the objective optimal.
    private func dualOptimize() throws(SolverError) {
        while let index = infeasibleRows.indices.min(by: { infeasibleRows[$0] < infeasibleRows[$1] }) {
            let leaving = infeasibleRows[index]
            infeasibleRows.swapAt(index, infeasibleRows.count - 1)
            infeasibleRows.removeLast()
            guard let row = tableau.row(of: leaving), !Self.isNearZero(row.constant), row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(for: row) else {
                throw .internalError("no symbol restores a feasible row")
            }
            try pivot(leaving: leaving, entering: entering)
        }
        objective.forgetNonNegative()
    }

    /// The symbol that makes `row` feasible at the least cost to the objective (minimum
    /// lexicographic ratio; lowest id on ties).
    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratio: [Double])?
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
            let ratio = objective.coefficients(of: symbol).map { $0 / coefficient }
            if let current = best {
                if lexicographicallyLess(current.ratio, ratio) { continue }
                if !lexicographicallyLess(ratio, current.ratio), symbol > current.symbol { continue }
            }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// Takes the errors of a removed optional constraint out of the objective.
    private func removeErrorEffects(of tag: Tag) {
        let strength = tag.constraint.strength
        guard !strength.isRequired else { return }
        for marker in [tag.marker, tag.other].compactMap({ $0 }) where marker.kind == .error {
            if let row = tableau.row(of: marker) {
                objective.insert(row, weight: -strength.weight, priority: strength.priority)
            } else {
                objective.insert(marker, weight: -strength.weight, priority: strength.priority)
            }
        }
    }

    /// The row to pivot `marker` into when removing its constraint: the restricted row that
    /// limits it most tightly when it enters, else any restricted row holding it, else a user
    /// variable's row (lowest id on ties).
    private func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var negative: (symbol: Symbol, ratio: Double)?
        var positive: (symbol: Symbol, ratio: Double)?
        var unrestricted: Symbol?
        func better(_ candidate: (symbol: Symbol, ratio: Double), than current: (symbol: Symbol, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.symbol < current.symbol)
        }
        for symbol in tableau.rows(holding: marker) {
            guard let row = tableau.row(of: symbol) else { continue }
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if unrestricted.map({ symbol < $0 }) ?? true { unrestricted = symbol }
            } else if coefficient < 0 {
                let candidate = (symbol: symbol, ratio: -row.constant / coefficient)
                if better(candidate, than: negative) { negative = candidate }
            } else {
                let candidate = (symbol: symbol, ratio: row.constant / coefficient)
                if better(candidate, than: positive) { positive = candidate }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? unrestricted
    }

    /// The column index and the same index recomputed from the rows, each as (symbol bits,
    /// basic symbols' bits) by id: the two must always be equal (for tests).
    var columnIndexAndRecomputation: (index: [[Int]], recomputed: [[Int]]) {
        var recomputed: [Int: [Int]] = [:]
        for (basic, row) in tableau.allRows {
            for (symbol, _) in row.cells { recomputed[symbol.bits, default: []].append(basic.bits) }
        }
        let index = tableau.listing.map { [$0.symbol.bits] + $0.rows.map(\.bits) }
        return (index, recomputed.keys.sorted().map { [$0] + (recomputed[$0] ?? []).sorted() })
    }

    /// Whether every cell of every row knows its exact place in its column, and the constant
    /// kept beside each row is its own (for tests).
    var columnPlacesAreExact: Bool { tableau.placesAreExact }

    /// The tableau and objective as text, rows by basic symbol id (for debugging).
    var tableauDescription: String {
        func cells(_ row: Row) -> String {
            row.cells.sorted { $0.key < $1.key }.map { "\($0.value)*\($0.key.kind)\($0.key.id)" }.joined(separator: " + ")
        }
        var lines = tableau.allRows.map { (key: $0.basic, value: $0.row) }.sorted { $0.key < $1.key }.map { "\($0.key.kind)\($0.key.id) = \($0.value.constant) + \(cells($0.value))" }
        for level in objective.levels {
            lines.append("objective@\(level.priority): \(level.row.constant) + \(cells(level.row))")
        }
        return lines.joined(separator: "\n")
    }
}
