extension ReportText {
    /// `text` quoted for a shell, for the rerun hint under a failure: in single quotes when it
    /// is all printable text (POSIX), otherwise in ANSI-C quotes (`$'x\nok 99'`, bash, zsh,
    /// ksh and POSIX.1-2024), so that a title with a line break or an escape sequence still
    /// makes a one-line, printable command that selects it.
    public static func shellQuoted(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { escape($0, keepingTab: false) != nil }) else {
            return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let quoted = replacing(text) { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "'": return "\\'"
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            default:
                guard escape(scalar, keepingTab: false) != nil else { return nil }
                // Fixed widths: `\x` reads up to 2 hex digits and `\u` up to 4, so a digit
                // after the escape is never taken into it. `\x` above 0x7F would be a raw byte.
                return scalar.value < 0x80 ? "\\x" + hex(scalar.value, digits: 2) : "\\u" + hex(scalar.value, digits: 4)
            }
        }
        return "$'" + quoted + "'"
    }

    /// `value` in upper-case hexadecimal, at least `digits` long.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
