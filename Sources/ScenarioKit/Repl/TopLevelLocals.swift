/// The REPL's answer to Lua's chunk scoping: lua.c compiles each line as its own chunk, so a
/// `local x = 1` is gone by the next line. The REPL rewrites the `local` statements at the top
/// level of a line (or of a file given to `stagehand repl FILE`) into assignments to globals —
/// the session's variables — and leaves every other `local` (inside a function, a loop, a
/// `do` block) alone. Lines keep their numbers: only the keyword and attributes are removed,
/// and `local x` with no value becomes `x = nil`.
enum TopLevelLocals {
    /// The rewritten source and the names it turned into session variables, in order.
    static func rewrite(_ source: String) -> (source: String, names: [String]) {
        let bytes = Array(source.utf8)
        let tokens = LuaTokens(bytes).all()
        var edits: [(range: Range<Int>, text: String)] = []
        var names: [String] = []
        var depth = 0
        var index = 0
        func word(_ i: Int) -> String? { tokens.indices.contains(i) ? tokens[i].text(in: bytes) : nil }
        while index < tokens.count {
            let token = tokens[index]
            let text = token.text(in: bytes)
            switch text {
            case "function", "do", "repeat", "if": depth += 1
            case "end", "until": depth -= 1
            default: break
            }
            guard depth == 0, token.kind == .name, text == "local" else { index += 1; continue }
            // Remove the keyword and the blanks after it on its line.
            var next = token.range.upperBound
            while next < bytes.count, bytes[next] == 32 || bytes[next] == 9 { next += 1 }
            edits.append((token.range.lowerBound..<next, ""))
            index += 1
            if word(index) == "function" {
                if let name = word(index + 1) { names.append(name) }
                continue          // the loop counts `function` as a block
            }
            // A name list, each name with an optional `<const>` or `<close>`.
            var end = token.range.upperBound
            while index < tokens.count, tokens[index].kind == .name {
                names.append(tokens[index].text(in: bytes))
                end = tokens[index].range.upperBound
                index += 1
                if word(index) == "<", word(index + 2) == ">" {
                    edits.append((end..<tokens[index + 2].range.upperBound, ""))
                    end = tokens[index + 2].range.upperBound
                    index += 3
                }
                guard word(index) == "," else { break }
                index += 1
            }
            if word(index) != "=" { edits.append((end..<end, " = nil")) }
        }
        guard !edits.isEmpty else { return (source, []) }
        var output = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            output.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return (String(decoding: output, as: UTF8.self), names)
    }
}

/// Just enough of Lua's lexer to find keywords: names, and everything else skipped as one
/// token (strings and long strings, comments dropped, numbers, symbols). An unfinished
/// string or comment ends the input, as it would for Lua.
struct LuaTokens {
    enum Kind { case name, other }
    struct Token {
        var kind: Kind
        var range: Range<Int>
        func text(in bytes: [UInt8]) -> String { String(decoding: bytes[range], as: UTF8.self) }
    }

    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }
    private static func isNamePart(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= 48 && byte <= 57) }

    func all() -> [Token] {
        var tokens: [Token] = []
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            let start = i
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                i += 1
            } else if byte == 45, i + 1 < n, bytes[i + 1] == 45 {       // -- comment
                i += 2
                if let level = longBracket(at: i) { i = closeLongBracket(from: i + level + 2, level: level) } else {
                    while i < n, bytes[i] != 10 { i += 1 }
                }
            } else if Self.isNameStart(byte) {
                while i < n, Self.isNamePart(bytes[i]) { i += 1 }
                tokens.append(Token(kind: .name, range: start..<i))
            } else if byte == 34 || byte == 39 {                          // "..." or '...'
                i += 1
                while i < n, bytes[i] != byte, bytes[i] != 10 { i += bytes[i] == 92 ? 2 : 1 }
                i = min(n, i + 1)
                tokens.append(Token(kind: .other, range: start..<i))
            } else if byte == 91, let level = longBracket(at: i) {        // [[...]] or [==[...]==]
                i = closeLongBracket(from: i + level + 2, level: level)
                tokens.append(Token(kind: .other, range: start..<i))
            } else if byte >= 48 && byte <= 57 {
                while i < n, Self.isNamePart(bytes[i]) || bytes[i] == 46 { i += 1 }
                tokens.append(Token(kind: .other, range: start..<i))
            } else {
                i += 1
                tokens.append(Token(kind: .other, range: start..<i))
            }
        }
        return tokens
    }

    /// The level of a long bracket opening at `i` (`[[` is 0, `[==[` is 2), if one does.
    private func longBracket(at i: Int) -> Int? {
        guard i < bytes.count, bytes[i] == 91 else { return nil }
        var j = i + 1
        while j < bytes.count, bytes[j] == 61 { j += 1 }
        return j < bytes.count && bytes[j] == 91 ? j - i - 1 : nil
    }

    /// Just past the `]==]` of `level` that closes a long bracket whose text starts at `i`.
    private func closeLongBracket(from i: Int, level: Int) -> Int {
        var j = i
        while j < bytes.count {
            if bytes[j] == 93 {
                var k = j + 1
                while k < bytes.count, bytes[k] == 61 { k += 1 }
                if k < bytes.count, bytes[k] == 93, k - j - 1 == level { return k + 1 }
            }
            j += 1
        }
        return bytes.count
    }
}
