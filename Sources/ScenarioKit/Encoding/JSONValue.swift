/// A JSON value, with the writer and reader of the worker protocol's lines (``JSONLine``).
///
/// Foundation's `JSONEncoder` and `JSONDecoder` cost a small scenario more than running it
/// (two messages each way per scenario), so the protocol's few types write and read
/// themselves through this instead. The text is what `JSONEncoder` makes with sorted keys
/// and unescaped slashes, byte for byte (a test holds the two to it).
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A number with a fraction or an exponent (a duration in seconds); written as Swift's
    /// shortest form that reads back the same, so the text is stable. Finite numbers only.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in the order they are written: give them sorted by key.
    case object([(String, JSONValue)])

    /// Equal values; objects compare member by member, in order.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The member `key` of an object (nil otherwise).
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var int: Int? { if case .int(let number) = self { number } else { nil } }
    /// A number, integer or not.
    var double: Double? {
        switch self {
        case .int(let number): Double(number)
        case .number(let number): number
        default: nil
        }
    }
    var array: [JSONValue]? { if case .array(let values) = self { values } else { nil } }
    /// An array of strings, or nil.
    var strings: [String]? {
        guard let values = array else { return nil }
        let strings = values.compactMap(\.string)
        return strings.count == values.count ? strings : nil
    }

    // MARK: Writing

    /// The value as JSON text on one line.
    var text: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    /// Appends the value's text to `writer`.
    func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.raw("null")
        case .bool(let flag): writer.raw(flag ? "true" : "false")
        case .int(let number): writer.raw(String(number))
        case .number(let number): writer.raw(number.isFinite ? String(number) : "null")
        case .string(let text): writer.string(text)
        case .array(let values):
            writer.array(values) { writer, value in value.write(to: &writer) }
        case .object(let members):
            writer.raw("{")
            for (index, (key, value)) in members.enumerated() {
                writer.key(key, first: index == 0)
                value.write(to: &writer)
            }
            writer.raw("}")
        }
    }

    // MARK: Reading

    /// The value a whole line of JSON text holds, or nil when it is not valid JSON.
    init?(parsing text: some StringProtocol) {
        guard let parsed = JSONReader.read(text, { $0.value(depth: 0) }) else { return nil }
        self = parsed
    }
}
