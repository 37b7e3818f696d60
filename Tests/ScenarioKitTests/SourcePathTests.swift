import Testing
@testable import ScenarioKit

/// Every message names a scenario file by its whole path, however long: Lua itself keeps only
/// the last 56 characters of a chunk's name ("...tail"), which no editor can open.
@Suite("Whole paths in messages")
struct SourcePathTests {
    static let file = "/tmp/a-folder-whose-name-is-long/and-a-second-level-folder/then-a-third/scenario_with_a_long_name.lua"

    /// The message as reports print it, with its rerun line.
    func message(_ body: String) -> String {
        ScenarioRunner().run(source: "scenario('s', function(app)\n\(body)\nend)", file: Self.file).first?.reportedMessage ?? ""
    }

    @Test("Lua's runtime errors, error(), failed expectations, tracebacks and the rerun line carry the whole path")
    func wholePaths() {
        let messages = [
            message("local t = nil\nlocal _ = t.x"),
            message("error('boom')"),
            message("expect(1):toBe(2)"),
            message("local function f() error('deep') end\nlocal function g() f() end\ng()"),
            message("ViewController{}:addChlid()"),
        ]
        #expect(messages[0].hasPrefix("\(Self.file):3: attempt to index a nil value (local 't')"))
        #expect(messages[1].hasPrefix("\(Self.file):2: boom"))
        #expect(messages[2].hasPrefix("\(Self.file):2: expected 2, got 1"))
        #expect(messages[3].contains("\t\(Self.file):2: in upvalue 'f'"))
        #expect(messages[3].contains("in function <\(Self.file):1>"))
        #expect(messages[4].hasPrefix("\(Self.file):2: ViewController has no property or method 'addChlid'"))
        for message in messages {
            #expect(!message.contains("..."), "\(message)")
            #expect(message.contains("rerun: stagehand run '\(Self.file)'"))
        }
    }

    @Test("a trace event's cause names the whole path")
    func causes() {
        let result = ScenarioRunner().run(source: "scenario('s', function(app)\nViewController{ name = 'P' }:addChild(ViewController{ name = 'C' })\nend)",
                                          file: Self.file).first
        let call = result?.events.first?.cause.steps.first?.text
        #expect(call?.hasPrefix("\(Self.file):2 ") == true, "\(call ?? "")")
    }

    @Test("only a shortened form of a known path is replaced")
    func restoring() {
        let tail = String(Self.file.suffix(56))
        #expect(ScenarioEnvironment.restoringPaths(in: "...\(tail):3: x", [Self.file]) == "\(Self.file):3: x")
        #expect(ScenarioEnvironment.restoringPaths(in: "...other/file.lua:3: x", [Self.file]) == "...other/file.lua:3: x")
        #expect(ScenarioEnvironment.restoringPaths(in: "short.lua:1: ...", ["short.lua"]) == "short.lua:1: ...")
    }
}
