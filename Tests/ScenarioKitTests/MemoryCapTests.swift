import Foundation
import Testing
@testable import ScenarioKit

/// Every byte a script makes the engine hold is charged to its scenario (issue #30 item 2):
/// trace events, views and controllers, printed lines count against the memory cap with a
/// message that says what held the memory, so a scenario stops at its cap, not at the machine's.
@Suite("Memory charged to its scenario")
struct MemoryCapTests {
    static let cases = [
        ("events", "local vc = ViewController{ name = 'V' }\nfor i = 1, 10000000 do vc:didMoveToParent(nil) end"),
        ("views", "local keep = {}\nfor i = 1, 3000000 do keep[i] = View{} end"),
        ("rows", """
        local T = TableViewController:subclass('T', { numberOfRows = function(self, s) return 1000000 end })
        app.window.rootViewController = T{}
        app:run()
        """),
    ]

    func run(_ body: String, cap: Int = 32 << 20) -> ScenarioResult? {
        ScenarioRunner(limits: ScenarioLimits(memoryBytes: cap)).run(source: "scenario('s', function(app)\n\(body)\nend)", file: "m.lua").first
    }

    @Test("the trace, objects and a table's rows stop at the cap, with what held the memory", arguments: MemoryCapTests.cases.map(\.0))
    func capped(name: String) throws {
        let body = try #require(Self.cases.first { $0.0 == name }).1
        let result = try #require(run(body))
        #expect(result.status == .error)
        #expect(result.message.contains("not enough memory"), "\(result.message)")
        #expect(result.message.contains("the scenario's memory cap is 32 MiB (--max-memory); it held Lua's values"), "\(result.message)")
    }

    @Test("no event is silently dropped: a scenario whose trace went over the cap fails, even if the script never ran again")
    func noSilentDrop() throws {
        let result = try #require(run("local vc = ViewController{ name = 'V' }\nfor i = 1, 10000000 do vc:didMoveToParent(nil) end\nexpect(1):toBe(1)"))
        #expect(result.status == .error)
        #expect(result.message.contains("more event"), "\(result.message)")
        #expect(result.message.contains("the result keeps its first 1000 events"))
        #expect(result.events.count == 1_000)
    }

    @Test("printing keeps at most 16 KiB, however much is printed, and says how much it left out")
    func printed() throws {
        let result = try #require(run("local mb = string.rep('x', 1024 * 1024)\nfor i = 1, 200 do print(mb) end\nerror('after printing')"))
        #expect(result.status == .error)
        #expect(result.message.contains("... 199 more lines left out (at most 16384 bytes are kept)"))
        #expect(result.message.utf8.count < 20_000)
    }

    @Test("a scenario under the cap is not charged out of it: Lua's garbage is collected before a charge is refused")
    func garbageCollectedFirst() throws {
        let result = try #require(run("""
        for i = 1, 200 do local garbage = string.rep('g', 1024 * 1024) end
        local keep = {}
        for i = 1, 20000 do keep[i] = View{} end
        local vc = ViewController{ name = 'V' }
        for i = 1, 20000 do vc:didMoveToParent(nil) end
        """, cap: 64 << 20))
        #expect(result.status == .passed, "\(result.message)")
    }

    @Test("run in process or through workers, each case peaks under the cap plus a fixed margin",
          arguments: MemoryCapTests.cases.map(\.0), [true, false])
    func peakMemory(name: String, inProcess: Bool) throws {
        let body = try #require(Self.cases.first { $0.0 == name }).1
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("memory-\(UUID().uuidString).lua")
        try "scenario('s', function(app)\n\(body)\nend)\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let cap = 64 << 20
        let script = "import resource, subprocess, sys\nsubprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)\nprint(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        let run = try CLITests.run("/usr/bin/env", ["python3", "-c", script, CLITests.binary, "run", "--max-memory", String(cap), file.path]
                                   + (inProcess ? ["--in-process"] : []))
        let peak = try #require(Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines))) * 1024
        #expect(peak < cap + 96 << 20, "\(name), in process \(inProcess): peak \(peak >> 20) MiB")
    }
}

/// A result keeps at most 1 MiB of a failure's message, whatever size of error a script raises.
@Suite("A result's size")
struct ResultSizeTests {
    @Test("a 16 MiB error keeps its first MiB, says how much it left out, and still ends with the rerun line")
    func hugeMessage() throws {
        let result = try #require(ScenarioRunner().run(source: "scenario('s', function(app) error(string.rep('x', 16 * 1024 * 1024)) end)", file: "big.lua").first)
        #expect(result.status == .error)
        #expect(result.message.utf8.count < (1 << 20) + 1_000)
        #expect(result.message.contains("\n... \((16 << 20) + "big.lua:1: ".utf8.count - (1 << 20)) more bytes of the message left out where it was made (a result keeps at most 1048576 bytes of it)"))
        #expect(result.reportedMessage.hasSuffix("\nseed 1; rerun: stagehand run 'big.lua' --filter 's' --seed 1"))
    }
}
