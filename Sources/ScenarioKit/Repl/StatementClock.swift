import Foundation
import LuaShim

/// The wall clock of a REPL fed by a pipe (`stagehand repl --timeout`): a statement that runs
/// longer than ``limit`` is interrupted as Ctrl-C interrupts it on a terminal
/// (`shim_request_interrupt`: the Lua code stops with `interrupted!` within 1000 instructions).
/// A statement stuck in one library call runs no instruction and cannot be interrupted (a
/// string pattern that backtracks for ever): when it has not returned ``grace`` after the
/// interruption, ``onStuck`` is called, which ends the process.
///
/// One thread watches every statement; ``run(_:)`` measures one.
public final class StatementClock: @unchecked Sendable {
    /// How long a statement may run before it is interrupted.
    public let limit: Duration
    /// How long an interrupted statement has to return before it is taken as stuck.
    public let grace: Duration
    private let onStuck: @Sendable () -> Void
    private let condition = NSCondition()
    /// Which statement runs (incremented for each), and whether one does.
    private var generation = 0
    private var active = false

    /// Starts the watching thread. `onStuck` is called on it, with the statement still running.
    public init(limit: Duration, grace: Duration = .seconds(2), onStuck: @escaping @Sendable () -> Void) {
        self.limit = limit
        self.grace = grace
        self.onStuck = onStuck
        let thread = Thread { [self] in watch() }
        thread.name = "stagehand-statement-clock"
        thread.start()
    }

    /// Runs `body`, one statement (or a file's top level), under the clock.
    public func run<T>(_ body: () -> T) -> T {
        condition.lock()
        generation += 1
        active = true
        condition.broadcast()
        condition.unlock()
        defer {
            condition.lock()
            active = false
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }

    /// `duration` from now, as `NSCondition` waits for it.
    private static func date(after duration: Duration) -> Date {
        Date(timeIntervalSinceNow: ScenarioResult.seconds(duration))
    }

    /// Waits, with the lock held, until statement `mine` ends or `end` passes; whether it still runs.
    private func stillRunning(_ mine: Int, until end: Date) -> Bool {
        while active, generation == mine, Date() < end { _ = condition.wait(until: end) }
        return active && generation == mine
    }

    private func watch() {
        condition.lock()
        while true {
            while !active { condition.wait() }
            let mine = generation
            guard stillRunning(mine, until: Self.date(after: limit)) else { continue }
            shim_request_interrupt()
            guard stillRunning(mine, until: Self.date(after: grace)) else { continue }
            condition.unlock()
            onStuck()
            condition.lock()
            // Told once per statement.
            while active, generation == mine { condition.wait() }
        }
    }
}
