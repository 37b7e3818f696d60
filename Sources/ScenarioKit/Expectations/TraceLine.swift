/// A trace line split into the parts projection compares: `"<name> <callback>(<args>)"`,
/// `"<name> warning: <message>"` or `"<name> lint: <message>"`.
public struct TraceLine: Equatable, Sendable {
    /// The subject: `Form`, `Form#2`, `app`.
    public var name: String
    /// The callback: `viewWillAppear`, or `warning` / `lint`.
    public var callback: String
    /// What is in the parentheses (or after the colon of a warning); nil when absent.
    public var arguments: String?
    /// The line as written.
    public var text: String

    /// Splits `text`. A line without a space is all name, with an empty callback.
    public init(_ text: String) {
        self.text = text
        guard let space = text.firstIndex(of: " ") else {
            name = text
            callback = ""
            arguments = nil
            return
        }
        name = String(text[..<space])
        let rest = text[text.index(after: space)...]
        if let kind = Self.noteKind(of: rest) {
            callback = kind
            let message = rest.dropFirst(kind.utf8.count + 1).drop { $0 == " " }
            arguments = rest.utf8.count == kind.utf8.count ? nil : String(message)
            return
        }
        if let open = rest.firstIndex(of: "("), rest.utf8.last == UInt8(ascii: ")") {
            callback = String(rest[..<open])
            arguments = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
        } else {
            callback = String(rest)
            arguments = nil
        }
    }

    /// `warning` or `lint` when `rest` is that word alone or followed by a colon. Compared
    /// as bytes: `expect_trace` splits every recorded event, so this runs often.
    private static func noteKind(of rest: Substring) -> String? {
        for kind in ["warning", "lint"] where rest.utf8.starts(with: kind.utf8) {
            let after = rest.utf8.dropFirst(kind.utf8.count)
            if after.isEmpty || after.first == UInt8(ascii: ":") { return kind }
        }
        return nil
    }

    /// Whether this line, read as an expectation, matches `event`: name and callback equal,
    /// and the arguments too unless the expectation gives none.
    public func matches(_ event: TraceLine) -> Bool {
        name == event.name && callback == event.callback && (arguments == nil || arguments == event.arguments)
    }
}
