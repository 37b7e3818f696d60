import Foundation
import Testing

/// The version a release carries: `stagehand --version`, the changelog and the README's
/// dependency line name the same one (RELEASING.md).
@Suite("Release")
struct ReleaseTests {
    static func text(_ file: String) throws -> String {
        try String(contentsOf: BundledScenariosTests.root.appendingPathComponent(file), encoding: .utf8)
    }

    @Test("stagehand --version prints MAJOR.MINOR.PATCH, which CHANGELOG.md and the README's .package line name")
    func versionAgrees() throws {
        let run = try CLITests.run(CLITests.binary, ["--version"])
        #expect(run.status == 0)
        let version = run.output.trimmingCharacters(in: .newlines)
        #expect(version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil, "\(run.output)")
        #expect(try Self.text("CHANGELOG.md").contains("**\(version)**") || Self.text("CHANGELOG.md").contains("## [\(version)] - "))
        let readme = try Self.text("README.md")
        #expect(readme.contains(#".package(url: "https://github.com/stagehand-dev/stagehand", from: "\#(version)")"#))
        #expect(readme.contains("stagehand --version                    # \(version)"))
    }

    @Test("the README starts with the two commands that build and test everything")
    func readmeStartsWithCommands() throws {
        let readme = try Self.text("README.md")
        #expect(readme.hasPrefix("""
        # Stagehand

        ```sh
        scripts/ensure-deps && swift run stagehand run     # run every bundled scenario
        scripts/ensure-deps && swift test -q                # run every test (Swift tests and all scenarios)
        ```
        """))
    }

    @Test("CI runs the README's test command, as it is")
    func ciRunsTheReadmeCommand() throws {
        let readme = try Self.text("README.md")
        let command = try #require(readme.split(separator: "\n").first { $0.contains("swift test") })
            .components(separatedBy: "#").first?.trimmingCharacters(in: .whitespaces)
        let ci = try Self.text(".ci/run")
        #expect(ci.split(separator: "\n").last.map(String.init) == command)
    }
}
