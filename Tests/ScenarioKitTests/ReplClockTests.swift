import Foundation
import Testing
@testable import ScenarioKit

/// A REPL fed by a pipe has a wall clock per statement (`stagehand repl --timeout`): a Lua
/// loop is interrupted and the session goes on; a statement stuck in a library call ends the
/// REPL with exit 124. Every wait is bounded; no duration is compared.
@Suite("REPL wall clock")
struct ReplClockTests {
    @Test("a statement that loops in Lua past --timeout is interrupted, fails, and the next statement runs")
    func loopInterrupted() throws {
        let run = try SupervisedRun(["repl", "--timeout", "1"], input: "while true do end\nprint('after')\n")
        let (ending, output, errors) = run.finish(seconds: 60)
        #expect(ending == .exited(1), "\(errors)")
        #expect(output.contains("interrupted!"))
        #expect(output.hasSuffix("after\n"))
    }

    @Test("a statement stuck in a library call past --timeout ends the REPL with exit 124 and says why")
    func stuckEnds() throws {
        let run = try SupervisedRun(["repl", "--timeout", "1"], input: "print('before')\n\(WatchdogTests.backtracking)\nprint('never')\n")
        let (ending, output, errors) = run.finish(seconds: 60)
        #expect(ending == .exited(124), "\(errors)")
        #expect(output == "before\n")
        #expect(errors.contains("stagehand: a statement ran longer than --timeout 1 s and did not stop when interrupted"))
    }

    @Test("--timeout of the REPL must be a number of seconds, at least 0")
    func usage() throws {
        #expect(try CLITests.run(CLITests.binary, ["repl", "--timeout", "-1"], input: "").status == 2)
    }
}
