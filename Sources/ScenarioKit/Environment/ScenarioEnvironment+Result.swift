import Foundation
import HeadlessUIKit
import LuaBridge

/// Running one declared scenario and making its result: the outcome, the message under a
/// failure (the error, the lint and the work still under way, what was printed, what held
/// the memory), the events, and the golden files.
extension ScenarioEnvironment {
    /// Runs the `index`th declared scenario with the app: its groups' `before_each` hooks
    /// (outermost group first), its function, then their `after_each` hooks (innermost group
    /// first), which run even when something before them failed; the first failure is the
    /// scenario's. A skipped scenario, or one left out by the file's `scenario.only`, does not
    /// run.
    func runScenario(at index: Int, title: String) -> ScenarioResult {
        guard declared.indices.contains(index), declared[index].title == title else {
            return ScenarioResult(file: file, title: title, line: 0, status: .error,
                                  message: "the file declared other scenarios when it was run again: scenario declarations must not depend on anything that changes between runs",
                                  events: [])
        }
        let declaration = declared[index]
        if let reason = skipReason(declaration) {
            return ScenarioResult(file: file, title: declaration.title, line: declaration.line,
                                  status: .skipped, message: reason, events: [])
        }
        runningTitle = declaration.title
        running = true
        let groups = declaration.group.chain
        var outcome: Result<[LuaValue], LuaError> = .success([])
        inScope {
            for hook in groups.flatMap(\.beforeEach) {
                outcome = state.call(hook, [.object(app)])
                if case .failure = outcome { break }
            }
            if case .success = outcome { outcome = state.call(state.tableGet(declaredFunctions, index + 1), [.object(app)]) }
            for hook in groups.reversed().flatMap(\.afterEach) {
                let after = state.call(hook, [.object(app)])
                if case .success = outcome, case .failure = after { outcome = after }
            }
        }
        running = false
        var status = ScenarioResult.Status.passed
        var message = ""
        app.withCause("the end of the scenario") { app.lintAtEnd() }
        switch outcome {
        case .success:
            if let first = failures.first {
                status = .failed
                message = "an expectation failed inside a pcall: \(first)"
            } else if let exception = app.uncaughtException {
                status = .failed      // rule V3: UIKit would have ended the app
                message = "uncaught exception: \(exception.message)"
            }
        case .failure(let error):
            status = failures.isEmpty ? .error : .failed
            message = Self.render(error)
        }
        if status == .passed, state.isOverMemoryCap {
            // The engine's last work (after the script's last call) went over the cap.
            status = .error
            message = "not enough memory"
        }
        var ranOutOfMemory = state.isOverMemoryCap
        if case .failure(let error) = outcome, error.kind == .memory { ranOutOfMemory = true }
        if ranOutOfMemory {
            message += "\n" + memoryReport()
            if app.trace.events.count > Self.eventsKeptAfterMemoryFailure {
                message += "; the result keeps its first \(Self.eventsKeptAfterMemoryFailure) events"
            }
        }
        if status == .passed, strict, !app.lintEvents.isEmpty {
            status = .failed
            message = "the scenario ended with lint (--strict)"      // the lint follows, as under every failure
        } else if status == .passed, strict, let broken = app.brokenLayoutEvents.first {
            status = .failed                                        // rule Y5: a broken layout fails as lint does
            message = "the scenario broke a constraint (--strict): \(broken.text)"
        }
        message = Self.restoringPaths(in: message, sourcePaths)
        if status.fails { message += Self.causes(lint: app.lintEvents, pending: app.pendingWork) }
        if status != .passed { message += printed.note }
        var result = ScenarioResult(file: file, title: declaration.title, line: declaration.line,
                                    status: status, message: Self.bounded(message),
                                    events: ranOutOfMemory ? Array(app.trace.events.prefix(Self.eventsKeptAfterMemoryFailure)) : app.trace.events)
        if status.fails { result.traceDifference = traceDifference }
        result.goldens = goldens.compared
        result.writtenGoldens = goldens.written
        return result
    }

    /// The events a result keeps of a scenario that ran out of memory: its trace filled the cap
    /// once already, and a copy of it on its way to the reports would take as much again.
    static let eventsKeptAfterMemoryFailure = 1_000

    /// The most bytes of a failure's message a result keeps: its events are charged to the
    /// scenario's memory cap, and this bounds the rest of it (a script can raise an error of
    /// any size). Reports show 64 KiB of it; the JSON report has all that is kept.
    static let messageLimit = 1 << 20

    /// `message`, cut to ``messageLimit`` bytes with a note of how much was left out.
    static func bounded(_ message: String) -> String {
        let size = message.utf8.count
        guard size > messageLimit else { return message }
        return String(decoding: message.utf8.prefix(messageLimit), as: UTF8.self)
            + "\n... \(size - messageLimit) more bytes of the message left out where it was made (a result keeps at most \(messageLimit) bytes of it)"
    }

    /// What held the memory of a scenario that ran out: the cap, then Lua's share, the trace,
    /// the engine's objects and the printed lines, in MiB.
    func memoryReport() -> String {
        func mib(_ bytes: Int) -> String { NumberText.text((Double(bytes) / 1_048_576 * 10).rounded() / 10) }
        let meter = app.memory
        let host = meter.traceBytes + meter.objectBytes + meter.refusedBytes + printed.bytes
        let lua = max(0, state.memoryInUse - host)
        var text = "  the scenario's memory cap is \(mib(memoryCap)) MiB (--max-memory); it held Lua's values \(mib(lua)) MiB, "
            + "the trace \(mib(meter.traceBytes)) MiB in \(app.trace.events.count) events, views and controllers \(mib(meter.objectBytes)) MiB, "
            + "printed lines \(mib(printed.bytes)) MiB"
        if meter.droppedEvents > 0 {
            text += meter.droppedEvents == 1 ? "; 1 more event was not kept" : "; \(meter.droppedEvents) more events were not kept"
        }
        return text
    }

    /// What a failure's message ends with, so that the likely cause is there without
    /// `--explain`: the end-of-scenario lint (a missing `didMoveToParent`, an appearance
    /// transition never ended) and the work still under way, each with the call that would
    /// finish it (time never advanced is the commonest reason a trace stops short).
    static func causes(lint: [TraceEvent], pending: [String]) -> String {
        var text = ""
        if !lint.isEmpty {
            text += "\nlint at the end of the scenario:\n" + lint.map { "  " + $0.text }.joined(separator: "\n")
        }
        if !pending.isEmpty {
            text += "\nstill under way when the scenario ended:\n" + pending.map { "  " + $0 }.joined(separator: "\n")
        }
        return text
    }

    /// Traceback lines that only say how an error was raised, not where (and the prelude's
    /// frames, which read `?:` since it is loaded without debug information).
    static let noise = ["stagehand prelude", "stagehand FetchedResultsController", "[C]: in ?", "[C]: in function 'error'",
                                "[C]: in function 'expect_trace'", "[C]: in function 'expect_golden'",
                                "[C]: in metamethod 'index'", "[C]: in metamethod 'newindex'"]

    /// A failure message: the error's message, then its traceback without the frames of
    /// Stagehand's own machinery; no traceback when all it would show is the scenario
    /// function that the message already names.
    static func render(_ error: LuaError) -> String {
        guard let traceback = error.traceback else { return error.message }
        let frames = traceback.split(separator: "\n").dropFirst()
            .filter { line in !noise.contains { line.contains($0) } && !line.drop { $0 == "\t" || $0 == " " }.hasPrefix("?:") }
        guard frames.count > 1 else { return error.message }
        return error.message + "\nstack traceback:\n" + frames.joined(separator: "\n")
    }

}
