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
        var text = String(text)
        let parsed: JSONValue? = text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? value : nil
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// Reads the bytes in place: the supervisor reads a line per scenario, and copying them
    /// into arrays byte by byte cost more than the scenario's own bookkeeping.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func take(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
            index += count
            return true
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard depth < 64 else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "n"): return take("null") ? .null : nil
            case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "["):
                index += 1
                var values: [JSONValue] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
                while true {
                    guard let element = value(depth: depth + 1) else { return nil }
                    values.append(element)
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return .array(values) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
            case UInt8(ascii: "{"):
                index += 1
                var members: [(String, JSONValue)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    guard let member = value(depth: depth + 1) else { return nil }
                    members.append((key, member))
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
            default:
                let start = index
                guard let whole = integer() else { return nil }
                guard index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) else {
                    return .int(whole)
                }
                return fraction(from: start)
            }
        }

        /// The rest of a number with a fraction or an exponent, whose integer part starts at
        /// `start` and has been read.
        mutating func fraction(from start: Int) -> JSONValue? {
            func digits() -> Bool {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index > first
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() else { return nil }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() else { return nil }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let number = Double(text), number.isFinite else { return nil }
            return .number(number)
        }

        mutating func integer() -> Int? {
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            var number = 0
            var digits = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let (times, overflow1) = number.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { return nil }
                number = sum
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            return negative ? -number : number
        }

        /// A string literal from its opening quote.
        mutating func string() -> String? {
            index += 1
            let start = index
            // Most strings have nothing escaped: one copy of their bytes.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            var output = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: output, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "n"): output.append(0x0A)
                    case UInt8(ascii: "r"): output.append(0x0D)
                    case UInt8(ascii: "t"): output.append(0x09)
                    case UInt8(ascii: "b"): output.append(0x08)
                    case UInt8(ascii: "f"): output.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard let unit = hexUnit() else { return nil }
                        var scalar = unit
                        if (0xD800..<0xDC00).contains(unit) {
                            guard take("\\u"), let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let character = Unicode.Scalar(scalar) else { return nil }
                        output.append(contentsOf: String(character).utf8)
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
                    default: return nil
                    }
                case 0..<0x20:
                    return nil
                default:
                    output.append(byte)
                }
            }
            return nil
        }

        mutating func hexUnit() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var unit: UInt32 = 0
            for offset in 0..<4 {
                let byte = bytes[index + offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                unit = unit << 4 | UInt32(digit)
            }
            index += 4
            return unit
        }
    }
}
