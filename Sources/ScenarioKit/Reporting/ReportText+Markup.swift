extension ReportText {
    /// `text` with `&`, `<`, `>` and `"` escaped, for an XML or HTML attribute value or element
    /// text (the JUnit and HTML reports). It escapes markup only: pass script text through
    /// ``field(_:)`` or ``messageLines(_:)`` first, which leave out the control characters that
    /// XML 1.0 refuses.
    public static func markup(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: nil
            }
        }
    }
}
