/// A value that travels between a supervisor and its worker as one line of JSON: keys sorted,
/// slashes unescaped, no newline inside. Each type says how it maps to a ``JSONValue``.
public protocol JSONLine {
    /// The value as JSON.
    var jsonValue: JSONValue { get }
    /// The value some JSON holds, or nil when it holds none.
    init?(jsonValue: JSONValue)
}

extension JSONLine {
    /// The value as one line of JSON (no newline).
    public var line: String { jsonValue.text }

    /// The value a line holds, or nil for a line that is not one.
    public init?(line: some StringProtocol) {
        guard let json = JSONValue(parsing: line) else { return nil }
        self.init(jsonValue: json)
    }
}
