import ArgumentParser
import ScenarioKit

/// `--format` and `--output`: which reports a run writes, and where.
struct ReportOptions: ParsableArguments {
    /// `--format`; empty for the default, text. (Not `[.text]`: ArgumentParser would print a
    /// second default after the help's own.)
    @Option(help: "Output formats, comma-separated or repeated: text, json (one object per scenario per line), junit (XML), tap (version 14), html (one self-contained page with sequence diagrams) (default: text). Each goes to standard output unless --output names a file for it; at most one may use standard output.")
    var format: [ReportFormatList] = []

    @Option(help: "A file for one format, as FORMAT=PATH (repeatable), e.g. --output junit=report.xml; it adds FORMAT to the --format formats. FORMAT=- is standard output. Under Bazel, XML_OUTPUT_FILE receives the junit report unless --output names a file for it.")
    var output: [String] = []

    /// The formats to write, in order, each once: those `--format` gives (text when it gives
    /// none), then those only `--output` names, then junit when `XML_OUTPUT_FILE` is set; with
    /// the file of each that has one. A usage error when an --output entry is not FORMAT=PATH
    /// or two formats would share standard output (`FORMAT=-` is standard output). (Not
    /// `validate()`: `run` checks its options in the order it reports their errors.)
    func destinations(environment: [String: String]) throws -> [(format: ReportFormat, file: String?)] {
        var formats: [ReportFormat] = []
        func add(_ format: ReportFormat) { if !formats.contains(format) { formats.append(format) } }
        for list in format { list.formats.forEach(add) }
        if formats.isEmpty { add(.text) }
        var files: [ReportFormat: String] = [:]
        for entry in output {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let format = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty else {
                throw UsageError("--output takes FORMAT=PATH (or FORMAT=- for standard output) with FORMAT one of \(Self.formatNames), not \(entry)")
            }
            add(format)
            files[format] = parts[1]
        }
        // Bazel's test runner reads the JUnit report from this file.
        if let bazel = environment["XML_OUTPUT_FILE"], !bazel.isEmpty, files[.junit] == nil {
            add(.junit)
            files[.junit] = bazel
        }
        let destinations = formats.map { format in
            (format: format, file: files[format].flatMap { $0 == ReportFile.standardOutput ? nil : $0 })
        }
        if destinations.filter({ $0.file == nil }).count > 1 {
            throw UsageError("only one format can use standard output; give the others --output FORMAT=PATH")
        }
        return destinations
    }

    /// `text, json, junit, tap, html`.
    private static let formatNames = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")

    /// Where each format goes, in order, with its reporter.
    func outputs(seed: UInt64, explain: Bool, environment: [String: String]) throws -> [ReportOutput] {
        try destinations(environment: environment).map { destination in
            ReportOutput(reporter: destination.format.reporter(seed: seed, explain: explain), file: destination.file,
                         format: destination.format)
        }
    }
}
