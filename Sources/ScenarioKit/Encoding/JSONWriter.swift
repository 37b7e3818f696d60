/// JSON text written straight into bytes, with `JSONEncoder`'s escaping (quote, backslash and
/// control characters; slashes and non-ASCII as they are). ``JSONValue`` writes through it, and
/// so do the big values (a result and its events), which write their members directly rather
/// than build a ``JSONValue`` tree first: for a trace of 200,000 events the tree took several
/// times the memory of the text.
public struct JSONWriter {
    /// The text so far, as UTF-8.
    private(set) var bytes: [UInt8] = []

    /// A writer with nothing written.
    public init() { bytes.reserveCapacity(256) }

    /// The text written.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text` as it is (punctuation, a number, `null`).
    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Appends `text` as a string literal.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        Self.append(escaped: text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the text of `value` (as `"\(value)"` prints it) as a string literal, piece by
    /// piece as `value` writes it, without building the whole string first.
    mutating func string(_ value: some TextOutputStreamable) {
        var literal = EscapedText()
        swap(&literal.bytes, &bytes)
        literal.bytes.append(UInt8(ascii: "\""))
        value.write(to: &literal)
        literal.bytes.append(UInt8(ascii: "\""))
        swap(&literal.bytes, &bytes)
    }

    /// The inside of a string literal, escaped as it is written.
    private struct EscapedText: TextOutputStream {
        var bytes: [UInt8] = []

        mutating func write(_ string: String) { JSONWriter.append(escaped: string, to: &bytes) }
    }

    /// Appends `text`'s UTF-8 to `bytes`, escaped for the inside of a string literal.
    private static func append(escaped text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in           // contiguous: scanning the view was 2.5% of a worker
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)          // most strings: nothing to escape
            } else {
                for byte in utf8 { escape(byte, to: &bytes) }
            }
        }
    }

    /// Appends `,"key":` (no comma when `first`).
    mutating func key(_ key: String, first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends `[a,b,...]`, each element written by `element`.
    mutating func array<Element>(_ elements: some Sequence<Element>, _ element: (inout JSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in elements {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            element(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static func escape(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
        case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
        case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: #"\u00"#.utf8)
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
