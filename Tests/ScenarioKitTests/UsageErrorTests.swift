import Foundation
import Testing
import ScenarioKit

/// Usage errors of `stagehand run` and `merge`: one `stagehand: ...` line on standard error, no
/// usage text, exit code 2.
@Suite("Usage errors")
struct UsageErrorTests {
    @Test("each bad argument gives its own message and exit 2", arguments: [
        (["run", "--shard", "0/3"], "--shard takes i/n with 1 <= i <= n, not 0/3"),
        (["run", "--max-instructions", "0"], "--max-instructions and --max-memory must be positive"),
        (["run", "--jobs", "0"], "--jobs must be at least 1, not 0"),
        (["run", "--jobs=-2"], "--jobs must be at least 1, not -2"),
        (["run", "--repeat", "0"], "--repeat must be at least 1, not 0"),
        (["run", "--repeat=-1"], "--repeat must be at least 1, not -1"),
        (["run", "--output", "bogus"], "--output takes FORMAT=PATH (or FORMAT=- for standard output) with FORMAT one of text, json, junit, tap, html, not bogus"),
        (["run", "--format", "text,json"], "only one format can use standard output; give the others --output FORMAT=PATH"),
        (["run", "--format", "text,json", "--output", "json=-"], "only one format can use standard output; give the others --output FORMAT=PATH"),
        (["run", "/no/such/path"], "no such file or directory: /no/such/path"),
        (["run", "--tags", ","], "--tags takes tags, comma-separated, not an empty list"),
        (["run", "--exclude-tags", ""], "--exclude-tags takes tags, comma-separated, not an empty list"),
        (["run", "--tags", "a b"], "a tag has no spaces, not 'a b'"),
        (["merge", "--format", "bogus", "x.jsonl"], "--format is text, json, junit, tap or html, not bogus"),
        (["merge", "/no/such/file.jsonl"], "cannot read /no/such/file.jsonl"),
    ])
    func message(arguments: [String], message: String) throws {
        let run = try CLITests.run(CLITests.binary, arguments)
        #expect(run.status == 2)
        #expect(run.output == "stagehand: \(message)\n")
    }

    @Test("--help wins over a usage error")
    func helpFirst() throws {
        let run = try CLITests.run(CLITests.binary, ["run", "--shard", "x", "--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("OVERVIEW: Run the scenarios"))
    }
}
