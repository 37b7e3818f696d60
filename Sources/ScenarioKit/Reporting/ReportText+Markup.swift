extension ReportText {
    /// `text` with `&`, `<`, `>` and `"` escaped, for an XML or HTML attribute value or element
    /// text (the JUnit and HTML reports). It escapes markup only: pass script text through
    /// ``field(_:)`` or ``messageLines(_:)`` first, which leave out the control characters that
    /// XML 1.0 refuses.
    public static func markup(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
