/// Counters of the work the engine did, for scenarios that assert costs.
public struct Stats: Equatable, Sendable {
    /// Views laid out (each run of a view's `layoutSubviews`), in run-loop passes and in
    /// `layoutIfNeeded` alike.
    public var layoutPasses = 0
    /// Calls of a table's `heightForRow`.
    public var heightForRowCalls = 0
    /// Calls of a table's `cellForRow`.
    public var cellForRowCalls = 0
    /// Cells made new (not taken from a reuse queue).
    public var cellsCreated = 0
    /// Cells taken from a reuse queue.
    public var cellsReused = 0
    /// Run-loop turns taken.
    public var runLoopTurns = 0

    /// The counters that callbacks add to (``Callback/Spec/counter``).
    public enum Counter: Sendable {
        /// ``Stats/heightForRowCalls``.
        case heightForRowCalls
        /// ``Stats/cellForRowCalls``.
        case cellForRowCalls
    }

    /// Adds one to `counter`.
    mutating func add(_ counter: Counter) {
        switch counter {
        case .heightForRowCalls: heightForRowCalls += 1
        case .cellForRowCalls: cellForRowCalls += 1
        }
    }

    /// Counters that all read 0.
    public init() {}

    /// The counters by name, in a fixed order, for bindings and reports.
    public var named: [(String, Int)] {
        [("layoutPasses", layoutPasses), ("heightForRowCalls", heightForRowCalls),
         ("cellForRowCalls", cellForRowCalls), ("cellsCreated", cellsCreated),
         ("cellsReused", cellsReused), ("runLoopTurns", runLoopTurns)]
    }
}
