/// JSON text written straight into bytes, with `JSONEncoder`'s escaping (quote, backslash and
/// control characters; slashes and non-ASCII as they are). ``JSONValue`` writes through it, and
/// so do the big values (a result and its events), which write their members directly rather
/// than build a ``JSONValue`` tree first: for a trace of 200,000 events the tree took several
/// times the memory of the text.
public struct JSONWriter {
    /// The text so far, as UTF-8.
    private(set) var bytes: [UInt8] = []

    /// Makes an empty writer.
    public init() { bytes.reserveCapacity(256) }

    /// The text written.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text` as it is (punctuation, a number, `null`).
    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Appends `text` as a string literal.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in           // contiguous: scanning the view was 2.5% of a worker
            bytes.append(UInt8(ascii: "\""))
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)          // most strings: nothing to escape
            } else {
                for byte in utf8 { escape(byte) }
            }
            bytes.append(UInt8(ascii: "\""))
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

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw(#"\""#)
        case UInt8(ascii: "\\"): raw(#"\\"#)
        case 0x0A: raw(#"\n"#)
        case 0x0D: raw(#"\r"#)
        case 0x09: raw(#"\t"#)
        case 0x08: raw(#"\b"#)
        case 0x0C: raw(#"\f"#)
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            raw(#"\u00"#)
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
