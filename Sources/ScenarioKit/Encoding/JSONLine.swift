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

    /// The value a line holds, or nil for a line that is not one.
    public init?(line: some StringProtocol) {
        guard let json = JSONValue(parsing: line) else { return nil }
        self.init(jsonValue: json)
    }
}
