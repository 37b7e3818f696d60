import Foundation
import Testing

/// What `stagehand COMMAND --help` says: each default once (ArgumentParser prints
/// `(default: X)` itself, so no help text repeats it), nothing that depends on the machine, and
/// options that commands share in each command's own words.
@Suite("Help texts")
struct HelpTextTests {
    static let commands = ["run", "repl", "docs", "check", "goldens", "merge", "bench"]

    /// The entries of the ARGUMENTS and OPTIONS sections, each joined onto one line, by the
    /// option's names (`-j, --jobs <jobs>`).
    static func entries(of command: String) throws -> [String: String] {
        let help = try CLITests.run(CLITests.binary, [command, "--help"])
        #expect(help.status == 0)
        var entries: [String: String] = [:]
        var current: String?
        var inSection = false
        for line in help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "ARGUMENTS:" || line == "OPTIONS:" { inSection = true; current = nil; continue }
            if line.isEmpty || !line.hasPrefix(" ") { inSection = false; current = nil; continue }
            guard inSection else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   ") {
                // `  --name <value>    Help starts here`, or the names alone on a long line.
                let text = line.dropFirst(2)
                let names = text.range(of: "  ").map { String(text[..<$0.lowerBound]) } ?? String(text)
                current = names
                entries[names] = String(text.dropFirst(names.count)).trimmingCharacters(in: .whitespaces)
            } else if let name = current {
                let previous = entries[name] ?? ""
                entries[name] = (previous.isEmpty ? "" : previous + " ") + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return entries
    }

    @Test("no option of any command states its default twice, or this machine's number of cores")
    func defaultsOnce() throws {
        for command in Self.commands {
            let entries = try Self.entries(of: command)
            #expect(!entries.isEmpty)
            for (names, text) in entries {
                let defaults = text.lowercased().components(separatedBy: "default").count - 1
                #expect(defaults <= 1, "\(command) \(names): \(text)")
            }
        }
        let jobs = try #require(try Self.entries(of: "run")["-j, --jobs <jobs>"])
        #expect(jobs.contains("(default: the number of cores)"))
        #expect(jobs.firstMatch(of: /default: \d/) == nil, "\(jobs)")
        #expect(try Self.entries(of: "run")["--max-instructions <max-instructions>"] == "Lua instructions one scenario may run. (default: 200000000)")
    }

    @Test("--seed in each command's own words; merge's --format and --output are run's")
    func ownWording() throws {
        let run = try Self.entries(of: "run"), repl = try Self.entries(of: "repl"), merge = try Self.entries(of: "merge")
        #expect(run["--seed <seed>"]?.hasPrefix("The seed of app.random in every scenario") == true)
        #expect(repl["--seed <seed>"]?.hasPrefix("The seed of app.random in the session's app") == true)
        #expect(merge["--seed <seed>"]?.hasPrefix("The seed the junit, tap and html reports record") == true)
        for (command, entries) in [("repl", repl), ("merge", merge), ("goldens", try Self.entries(of: "goldens"))] {
            for (names, text) in entries {
                #expect(!text.contains("every scenario") && !text.contains("stagehand run"), "\(command) \(names): \(text)")
            }
        }
        for option in ["--format <format>", "--output <output>"] {
            #expect(merge[option] != nil && merge[option] == run[option], "\(option)")
        }
    }
}
