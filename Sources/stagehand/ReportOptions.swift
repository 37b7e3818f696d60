import ArgumentParser
import ScenarioKit

/// `--format` and `--output`: which reports a run writes, and where.
struct ReportOptions: ParsableArguments {
    @Option(help: "Output formats, comma-separated: text, json (one object per scenario per line), junit (XML), tap (version 14), html (one self-contained page with sequence diagrams). Each goes to standard output unless --output names a file for it; at most one may use standard output.")
    var format = ReportFormatList([.text])

    @Option(help: "A file for one of the --format formats, as FORMAT=PATH (repeatable), e.g. --output junit=report.xml; FORMAT=- is standard output.")
    var output: [String] = []

    /// The file of each format that has one; a usage error when an --output entry is not
    /// FORMAT=PATH, names a format --format does not list, or two formats would share standard
    /// output (`FORMAT=-` is standard output). (Not `validate()`: `run` checks its options in
    /// the order it reports their errors.)
    func files() throws -> [ReportFormat: String] {
        var files: [ReportFormat: String] = [:]
        for entry in output {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let format = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty else {
                throw UsageError("--output takes FORMAT=PATH (or FORMAT=- for standard output) with FORMAT one of \(Self.formatNames), not \(entry)")
            }
            // Without this, the file would silently never be written.
            guard self.format.formats.contains(format) else {
                throw UsageError("--output \(entry) names a format that --format does not list; add it: --format \((self.format.formats + [format]).map(\.rawValue).joined(separator: ","))")
            }
            files[format] = parts[1] == ReportFile.standardOutput ? nil : parts[1]
        }
        if format.formats.filter({ files[$0] == nil }).count > 1 {
            throw UsageError("only one format can use standard output; give the others --output FORMAT=PATH")
        }
        return files
    }

    /// `text, json, junit, tap, html`.
    private static let formatNames = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")

    /// Where each format goes, in the order given, with its reporter.
    func outputs(seed: UInt64, explain: Bool) throws -> [ReportOutput] {
        let files = try files()
        return format.formats.map { format in
            ReportOutput(reporter: format.reporter(seed: seed, explain: explain), file: files[format], format: format)
        }
    }
}
