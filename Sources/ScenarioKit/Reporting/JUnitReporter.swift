/// JUnit XML as CI systems read it: a `testsuite` per scenario file, a `testcase` per scenario
/// (classname and file from the path, line, and `time`: its wall time in seconds, 0 when
/// unknown; a suite's is the sum of its cases'), `failure` or `error` with the first line as
/// the message and the whole message (diff and rerun line included) as text, `skipped` with its reason, and
/// the seed in `properties`.
/// Titles, files and messages are shown as ``ReportText`` says, which leaves out every control
/// character XML 1.0 refuses; then markup is escaped.
public struct JUnitReporter: Reporter {
    /// The seed to record.
    public var seed: UInt64

    /// A reporter recording `seed` in the document's `properties`.
    public init(seed: UInt64) { self.seed = seed }

    /// Nothing: this format is written only as a whole.
    public func streamedLine(for result: ScenarioResult) -> String? { nil }

    /// The whole document (``document(for:)``).
    public func closing(for results: [ScenarioResult]) -> String { document(for: results) }

    /// The whole document.
    public func document(for results: [ScenarioResult]) -> String {
        var files: [String] = []
        var byFile: [String: [ScenarioResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter(\.status.isError).count
        let skipped = results.filter { $0.status == .skipped }.count
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<testsuites name="stagehand" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)" time="\#(Self.time(results))">"#]
        for file in files {
            let cases = byFile[file] ?? []
            let caseFailures = cases.filter { $0.status == .failed }.count
            let caseErrors = cases.filter(\.status.isError).count
            let caseSkipped = cases.filter { $0.status == .skipped }.count
            lines.append(#"  <testsuite name="\#(escape(file))" tests="\#(cases.count)" failures="\#(caseFailures)" errors="\#(caseErrors)" skipped="\#(caseSkipped)" time="\#(Self.time(cases))">"#)
            lines.append(#"    <properties><property name="seed" value="\#(seed)"/></properties>"#)
            for result in cases {
                let open = #"    <testcase classname="\#(escape(Self.className(file)))" name="\#(escape(result.title))" file="\#(escape(file))" line="\#(result.line)" time="\#(Self.time([result]))""#
                switch result.status {
                case .passed:
                    lines.append(open + "/>")
                case .skipped:
                    lines.append(open + ">")
                    lines.append(#"      <skipped message="\#(escape(result.message))"/>"#)
                    lines.append("    </testcase>")
                case .failed, .error, .crashed, .timedOut:
                    let tag = result.status == .failed ? "failure" : "error"
                    let message = ReportText.messageLines(result.reportedMessage)
                    let first = message.first { !$0.isEmpty } ?? ""
                    lines.append(open + ">")
                    lines.append(#"      <\#(tag) message="\#(ReportText.markup(first))">\#(ReportText.markup(message.joined(separator: "\n")))</\#(tag)>"#)
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The wall time of `results` together, in seconds to the microsecond: `0.001234`.
    static func time(_ results: [ScenarioResult]) -> String {
        let micro = Int((results.reduce(0.0) { $0 + ($1.duration ?? 0) } * 1_000_000).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `scenarios/seeds/002.lua` -> `scenarios.seeds.002`; a leading `./` or `/` is left out
    /// (`./scenarios/a.lua` and `/tmp/a.lua` are `scenarios.a` and `tmp.a`), as are `.` steps
    /// inside the path, so that no class name starts with a dot or holds an empty part.
    static func className(_ file: String) -> String {
        let trimmed = file.hasSuffix(".lua") ? String(file.dropLast(4)) : file
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return parts.isEmpty ? trimmed : parts.joined(separator: ".")
    }

    /// A field (file, class name, title) as an attribute value: one line, markup escaped.
    private func escape(_ text: String) -> String { ReportText.markup(ReportText.field(text)) }
}
