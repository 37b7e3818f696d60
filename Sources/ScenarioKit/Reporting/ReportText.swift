/// How script-controlled text (titles, file names, messages, trace events) is put into a text,
/// TAP, JUnit or HTML report, so that it cannot forge the report's own lines or reach the
/// terminal as a control sequence, and so that one enormous message cannot bury the rest.
///
/// - A **field** (a title, a file name, an event) is one line: every character that is not
///   printable text is shown as a Lua escape (`\n`, `\t`, `\r`, `\0`, otherwise `\u{1B}`), so
///   `"x\nok 99 - forged"` prints as `x\nok 99 - forged` on the line it belongs to.
/// - A **message** keeps its line breaks and tabs (tracebacks are indented with tabs) and shows
///   every other such character the same way; each format indents its lines, so none can start
///   a line of the report.
///
/// "Not printable" is: the C0 controls, DEL and the C1 controls (ESC starts every terminal
/// sequence; U+009B is CSI on its own), the line and paragraph separators U+2028 and U+2029, the
/// bidirectional marks, embeddings, overrides and isolates (they reorder what a terminal or a
/// browser shows), and U+FFFE and U+FFFF (not characters; XML 1.0 refuses them). The JSON report
/// is the exception: it keeps every string exactly, with JSON's own escapes.
public enum ReportText {
    /// A run's summary: `N passed, N failed`, then `, N errors` when a scenario raised an
    /// error, misused UIKit, crashed or timed out (failed counts only expectations that did not
    /// hold), and `, N skipped` when any were skipped. The text report ends with it and the
    /// HTML report shows it.
    static func summary(of results: [ScenarioResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let errors = results.filter(\.status.isError).count
        let skipped = results.filter { $0.status == .skipped }.count
        var text = "\(passed) passed, \(failed) failed"
        if errors > 0 { text += ", \(errors) \(errors == 1 ? "error" : "errors")" }
        if skipped > 0 { text += ", \(skipped) skipped" }
        return text
    }

    /// A message is shown up to this many bytes of report text; the rest is left out with a note
    /// of how many bytes of the message that was.
    public static let messageByteLimit = 65_536
    /// A message is shown up to this many lines.
    public static let messageLineLimit = 1_000
    /// A field is shown up to this many bytes of report text.
    public static let fieldByteLimit = 4_096

    /// `text` as one line of report text: not-printable characters shown as escapes, at most
    /// ``fieldByteLimit`` bytes.
    public static func field(_ text: String) -> String {
        let shown = render(text, keepingLineBreaks: false, byteLimit: fieldByteLimit, lineLimit: 1)
        guard shown.omittedBytes > 0 else { return shown.lines.joined() }
        return shown.lines.joined() + " ... \(shown.omittedBytes) more bytes left out"
    }

    /// `message` as lines of report text, without their indentation: its own line breaks, each
    /// line with its not-printable characters shown as escapes (tabs kept); at most
    /// ``messageLineLimit`` lines and ``messageByteLimit`` bytes, then a line that says how much
    /// was left out.
    public static func messageLines(_ message: String) -> [String] {
        let shown = render(message, keepingLineBreaks: true, byteLimit: messageByteLimit, lineLimit: messageLineLimit)
        guard shown.omittedBytes > 0 else { return shown.lines }
        return shown.lines + ["... \(shown.omittedBytes) more bytes of the message left out; the JSON report has it whole"]
    }

    /// The lines of `text` with not-printable characters escaped, up to the limits (a limit can
    /// be passed by one escape), and how many bytes of `text` were left out. Works scalar by
    /// scalar from the start, so a 10 MB message costs no more than the part that is shown.
    private static func render(_ text: String, keepingLineBreaks: Bool, byteLimit: Int,
                               lineLimit: Int) -> (lines: [String], omittedBytes: Int) {
        var lines: [String] = []
        var current = ""
        var size = 0
        let scalars = text.unicodeScalars
        var position = scalars.startIndex
        while position != scalars.endIndex, size < byteLimit {
            let scalar = scalars[position]
            if keepingLineBreaks, scalar == "\n" {
                if lines.count + 1 == lineLimit { break }
                lines.append(current)
                current = ""
                size += 1
            } else if let escape = escape(scalar, keepingTab: keepingLineBreaks) {
                current += escape
                size += escape.utf8.count
            } else {
                current.unicodeScalars.append(scalar)
                size += UTF8.width(scalar)
            }
            position = scalars.index(after: position)
        }
        lines.append(current)
        return (lines, text.utf8.distance(from: position, to: text.utf8.endIndex))
    }

    /// `text` with each scalar for which `replacement` gives a string replaced by it.
    static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// The escape that shows `scalar`, or nil when it is printed as it is.
    static func escape(_ scalar: Unicode.Scalar, keepingTab: Bool) -> String? {
        switch scalar.value {
        case 0x09: return keepingTab ? nil : "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x00: return "\\0"
        case 0x01...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF:
            return "\\u{" + hex(scalar.value, digits: 2) + "}"
        default: return nil
        }
    }
}
