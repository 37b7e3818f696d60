import ArgumentParser
import Foundation
import SourceCheck

/// `stagehand check PATH...`: reads an app's Swift source, without building it, and lists what
/// Stagehand would silently not do with it (rule V4: delegate, data source and animator methods
/// it never calls), one compiler-style warning a line.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Read an app's Swift files and list the UIKit protocol methods Stagehand would never call.",
        discussion: """
        Each PATH is a Swift file or a folder, searched recursively. A type that adopts a UIKit \
        delegate, data source or animator protocol and declares a method Stagehand never calls \
        (a method of the protocol Stagehand does not model, or a near miss of one) is printed as \
        `file:line:column: warning: ... [V4]`, with the requirement it was probably meant to be. \
        Exits 0, or 1 with --strict when there is a finding; a PATH that does not exist exits 2.
        """
    )

    @Argument(help: "Swift files or folders of the app's source.")
    var paths: [String]

    @Flag(help: "Exit 1 when there is any finding.")
    var strict = false

    func run() throws {
        let findings: [SourceFinding]
        do {
            findings = try SourceCheck.findings(in: paths)
        } catch let error as SourceCheckError {
            throw UsageError(error.description)
        }
        // Straight to the descriptor, so that the findings precede the summary in one pipe.
        let output = StandardOutput()
        output.write(findings.map { "\($0)\n" }.joined())
        if let failure = output.failureDescription { throw UsageError("cannot write the findings: \(failure)") }
        let summary = findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
        FileHandle.standardError.write(Data("stagehand check: \(summary)\n".utf8))
        if strict && !findings.isEmpty { throw ExitCode(1) }
    }
}
