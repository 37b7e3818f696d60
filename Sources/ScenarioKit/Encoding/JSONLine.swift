/// A value that travels between a supervisor and its worker as one line of JSON: keys sorted,
/// slashes unescaped, no newline inside. Each type says how it maps to a ``JSONValue``.
public protocol JSONLine {
    /// The value as JSON.
    var jsonValue: JSONValue { get }
    /// The value some JSON holds, or nil when it holds none.
    init?(jsonValue: JSONValue)
    /// Appends the value's text, the same as ``jsonValue``'s, to `writer`; big values write
    /// their members directly instead of building the tree first.
    func writeJSON(to writer: inout JSONWriter)
}

extension JSONLine {
    /// Writes ``jsonValue``.
    public func writeJSON(to writer: inout JSONWriter) { jsonValue.write(to: &writer) }

    /// The value as one line of JSON (no newline).
    public var line: String {
        var writer = JSONWriter()
        writeJSON(to: &writer)
        return writer.text
    }

    /// The value a line holds, or nil for a line that is not one. A big value reads itself
    /// from the text (``StreamingJSONLine``) instead of through a whole ``JSONValue`` tree.
    public init?(line: some StringProtocol) {
        if let streaming = Self.self as? any StreamingJSONLine.Type {
            guard let value = JSONReader.read(line, { streaming.read(&$0) }) as? Self else { return nil }
            self = value
            return
        }
        guard let json = JSONValue(parsing: line) else { return nil }
        self.init(jsonValue: json)
    }
}

/// A ``JSONLine`` that reads itself from the text, element by element, where a tree of the
/// whole value would cost several times the value itself (a result of 200,000 events).
protocol StreamingJSONLine: JSONLine {
    /// The value the reader is at (nil when it holds none), read to its end.
    static func read(_ reader: inout JSONReader) -> Self?
}
