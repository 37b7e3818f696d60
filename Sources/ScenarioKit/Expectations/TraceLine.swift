import HeadlessUIKit

/// A trace line split into the parts projection compares: `"<name> <callback>(<args>)"`,
/// `"<name> warning: <message>"` or `"<name> lint: <message>"`. A recorded event gives its
/// parts as they are (``init(event:)``); a line a person wrote is split (``init(_:)``).
public struct TraceLine: Equatable, Sendable {
    /// The subject: `Form`, `Form#2`, `app`.
    public var name: String
    /// The callback: `viewWillAppear`, or `warning` / `lint`.
    public var callback: String
    /// What is in the parentheses (or after the colon of a warning); nil when absent.
    public var arguments: String?
    /// The line as written.
    public var text: String

    /// The parts of a recorded event, taken as they are: nothing is split.
    public init(event: TraceEvent) {
        name = event.subject
        callback = event.callbackName
        arguments = event.argumentText
        text = event.text
    }

    /// The line split after `subject` when it starts with that subject and a space, for
    /// the longest such subject; otherwise unchanged.
    func resolved(against subjects: Set<String>) -> TraceLine {
        let prefixes = subjects.filter { $0.count > name.count && text.hasPrefix($0 + " ") }
        guard let subject = prefixes.max(by: { $0.count < $1.count }) else { return self }
        var line = TraceLine("_" + text.dropFirst(subject.count))
        line.name = subject
        line.text = text
        return line
    }

    /// Splits `text`. A line without a space is all name, with an empty callback.
    ///
    /// Split as UTF-8 bytes (every separator is ASCII): `expect_trace` splits every recorded
    /// event, and walking characters made this most of a small scenario's assertion.
    public init(_ text: String) {
        self.text = text
        let bytes = text.utf8
        guard let space = bytes.firstIndex(of: UInt8(ascii: " ")) else {
            name = text
            callback = ""
            arguments = nil
            return
        }
        name = String(Substring(bytes[..<space]))
        let rest = bytes[bytes.index(after: space)...]
        if let kind = Self.noteKind(of: rest) {
            callback = kind
            let message = rest.dropFirst(kind.utf8.count + 1).drop { $0 == UInt8(ascii: " ") }
            arguments = rest.count == kind.utf8.count ? nil : String(Substring(message))
            return
        }
        if let open = rest.firstIndex(of: UInt8(ascii: "(")), rest.last == UInt8(ascii: ")") {
            callback = String(Substring(rest[..<open]))
            arguments = String(Substring(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]))
        } else {
            callback = String(Substring(rest))
            arguments = nil
        }
    }

    /// `warning` or `lint` when `rest` is that word alone or followed by a colon.
    private static func noteKind(of rest: Substring.UTF8View) -> String? {
        for kind in ["warning", "lint"] where rest.starts(with: kind.utf8) {
            let after = rest.dropFirst(kind.utf8.count)
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
