/// Reads JSON text in place: the supervisor reads a line per scenario, and copying its bytes
/// into arrays byte by byte cost more than the scenario's own bookkeeping. ``JSONValue`` reads
/// a whole value with it; a result reads its events one by one (``elements(depth:_:)``).
struct JSONReader {
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

    /// Reads an array from its `[`, handing each element to `element` (which reads it, and
    /// returns false for a value it refuses); false when the text is not such an array. For
    /// big arrays whose elements are turned into something smaller at once, so that no tree
    /// of the whole array is ever built.
    mutating func elements(depth: Int, _ element: (inout JSONReader) -> Bool) -> Bool {
        skipSpace()
        guard depth < 64, index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return true }
        while true {
            guard element(&self) else { return false }
            skipSpace()
            guard index < bytes.count else { return false }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { return true }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return false }
        }
    }

    /// Reads an object from its `{`, handing each member's key to `member`, which reads the
    /// value; false when the text is not such an object.
    mutating func members(depth: Int, _ member: (inout JSONReader, String) -> Bool) -> Bool {
        skipSpace()
        guard depth < 64, index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return true }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return false }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            guard member(&self, key) else { return false }
            skipSpace()
            guard index < bytes.count else { return false }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return true }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return false }
        }
    }

    /// Whether nothing but spaces is left.
    mutating func atEnd() -> Bool {
        skipSpace()
        return index == bytes.count
    }

    /// Reads the whole of `text` with `body`: nil when `body` fails or leaves text over.
    static func read<T>(_ text: some StringProtocol, _ body: (inout JSONReader) -> T?) -> T? {
        var text = String(text)
        return text.withUTF8 { bytes in
            var reader = JSONReader(bytes: bytes)
            guard let value = body(&reader), reader.atEnd() else { return nil }
            return value
        }
    }
}
