import Foundation
import Testing
import ScenarioKit

/// Usage errors of `stagehand run` and `merge`: one `stagehand: ...` line on standard error, no
/// usage text, exit code 2. (An unknown `--format` is ArgumentParser's error, with the option's
/// help, for both.)
@Suite("Usage errors")
struct UsageErrorTests {
    @Test("each bad argument gives its own message and exit 2", arguments: [
        (["run", "--shard", "0/3"], "--shard takes i/n with 1 <= i <= n, not 0/3"),
        (["run", "--max-instructions", "0"], "--max-instructions and --max-memory must be positive"),
        (["run", "--jobs", "0"], "--jobs must be at least 1, not 0"),
        (["run", "--jobs=-2"], "--jobs must be at least 1, not -2"),
        (["run", "-j", "0"], "--jobs must be at least 1, not 0"),
        (["run", "--repeat", "0"], "--repeat must be at least 1, not 0"),
        (["run", "--repeat=-1"], "--repeat must be at least 1, not -1"),
        (["run", "--output", "bogus"], "--output takes FORMAT=PATH (or FORMAT=- for standard output) with FORMAT one of text, json, junit, tap, html, not bogus"),
        (["run", "--format", "text,json"], "only one format can use standard output; give the others --output FORMAT=PATH"),
        (["run", "--format", "text,json", "--output", "json=-"], "only one format can use standard output; give the others --output FORMAT=PATH"),
        (["run", "/no/such/path"], "no such file or directory: /no/such/path"),
        (["run", "--tags", ","], "--tags takes tags, comma-separated, not an empty list"),
        (["run", "--exclude-tags", ""], "--exclude-tags takes tags, comma-separated, not an empty list"),
        (["run", "--tags", "a b"], "a tag has no spaces, not 'a b'"),
        (["merge", "--output", "bogus", "x.jsonl"], "--output takes FORMAT=PATH (or FORMAT=- for standard output) with FORMAT one of text, json, junit, tap, html, not bogus"),
        (["merge", "--format", "text,json", "x.jsonl"], "only one format can use standard output; give the others --output FORMAT=PATH"),
        (["merge", "/no/such/file.jsonl"], "cannot read /no/such/file.jsonl"),
    ])
    func message(arguments: [String], message: String) throws {
        let run = try CLITests.run(CLITests.binary, arguments)
        #expect(run.status == 2)
        #expect(run.output == "stagehand: \(message)\n")
    }

    @Test("an unknown --format: the same error from run and merge, exit 2")
    func unknownFormat() throws {
        let run = try CLITests.run(CLITests.binary, ["run", "--format", "bogus"])
        let merge = try CLITests.run(CLITests.binary, ["merge", "--format", "bogus", "x.jsonl"])
        #expect(run.status == 2 && merge.status == 2)
        #expect(run.output.hasPrefix("Error: The value 'bogus' is invalid for '--format <format>'. Please provide one of 'text', 'json', 'junit', 'tap' or 'html'.\n"))
        #expect(merge.output.components(separatedBy: "\n").prefix(2) == run.output.components(separatedBy: "\n").prefix(2))
    }

    @Test("--help wins over a usage error")
    func helpFirst() throws {
        let run = try CLITests.run(CLITests.binary, ["run", "--shard", "x", "--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("OVERVIEW: Run the scenarios"))
    }
}
