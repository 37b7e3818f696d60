import ArgumentParser
import Foundation
import SourceCheck

/// `stagehand check PATH...`: reads an app's Swift source, without building it, and lists what
/// Stagehand would silently not do with it (rule V4: delegate, data source and animator methods
/// it never calls), one compiler-style warning a line, then what StagehandUIKit does not offer
/// of the UIKit it uses, grouped and counted.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Read an app's Swift files: the UIKit they use that StagehandUIKit lacks, and the delegate methods Stagehand would never call.",
        discussion: """
        Each PATH is a Swift file or a folder, searched recursively. A type that adopts a UIKit \
        delegate, data source or animator protocol and declares a method Stagehand never calls \
        (a method of the protocol Stagehand does not model, or a near miss of one) is printed as \
        `file:line:column: warning: ... [V4]`, with the requirement it was probably meant to be. \
        Then every use of what StagehandUIKit does not offer (Objective-C features, Apple-only \
        modules, UI/CA/CG/NS names, overrides and qualified members), grouped and counted. \
        Exits 0, or 1 with --strict when there is either; a PATH that does not exist exits 2.
        """
    )

    @Argument(help: "Swift files or folders of the app's source.")
    var paths: [String]

    @Flag(help: "Exit 1 when there is any finding or missing use.")
    var strict = false

    /// For Stagehand's own maintainers: regenerates the table of StagehandUIKit's surface.
    @Flag(help: .hidden)
    var printSurface = false

    /// With --print-surface: the Markdown table of docs/uikit-compatibility.md instead.
    @Flag(help: .hidden)
    var markdown = false

    func run() throws {
        if printSurface {
            do {
                let surface = try PublicSurface.reading(paths)
                print(markdown ? surface.markdownTable() : surface.swiftSource(named: "stagehandUIKit"), terminator: "")
            } catch let error as SourceCheckError {
                throw UsageError(error.description)
            }
            return
        }
        let result: SourceCheckResult
        do {
            result = try SourceCheck.check(paths)
        } catch let error as SourceCheckError {
            throw UsageError(error.description)
        }
        // Straight to the descriptor, so that the report precedes the summary in one pipe.
        let output = StandardOutput()
        output.write(result.findings.map { "\($0)\n" }.joined() + result.missingReport)
        if let failure = output.failureDescription { throw UsageError("cannot write the findings: \(failure)") }
        let count = result.findings.count
        var summary = count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")"
        summary += result.missing.isEmpty ? ", nothing missing from StagehandUIKit" : ", \(result.missing.count) use\(result.missing.count == 1 ? "" : "s") of what StagehandUIKit does not offer"
        FileHandle.standardError.write(Data("stagehand check: \(summary)\n".utf8))
        if strict && (count > 0 || !result.missing.isEmpty) { throw ExitCode(1) }
    }
}
