/// A replacement of a byte range of a file's text. The rewriter's edits keep every line where
/// it was: a replacement with fewer lines than the text it replaces is padded with line
/// breaks, so that the original file's line numbers stay true (rule O1).
struct TextEdit {
    let start: Int
    let end: Int
    let text: String

    /// Applies `edits` (non-overlapping; an edit inside an earlier one is dropped) to `source`.
    static func apply(_ edits: [TextEdit], to source: String) -> String {
        var bytes = Array(source.utf8)
        var kept: [TextEdit] = []
        for edit in edits.sorted(by: { ($0.start, $1.end) < ($1.start, $0.end) }) {
            if let last = kept.last, edit.start < last.end { continue }
            kept.append(edit)
        }
        for edit in kept.reversed() {
            let removed = bytes[edit.start..<edit.end]
            let lostLines = removed.filter { $0 == UInt8(ascii: "\n") }.count - edit.text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8) + Array(repeating: UInt8(ascii: "\n"), count: max(lostLines, 0)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
