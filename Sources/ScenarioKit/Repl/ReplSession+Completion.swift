import LuaBridge

extension ReplSession {
    static let keywords = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function",
                           "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then",
                           "true", "until", "while"]

    static let commands = [":advance", ":help", ":mark", ":quit", ":reset", ":run", ":save", ":save!", ":trace", ":tree"]

    /// Completions of `word` (the text before the cursor back to a space or bracket): globals
    /// and keywords for a bare name, else the members of what the chain before the last `.`
    /// or `:` names (`parent:add` gives `parent:addChild`): after `.` every field, method and
    /// property, after `:` only what can be called as a method. Commands complete after `:`
    /// at the start of a line. The names come from the live environment, so a class a Swift test
    /// registered completes too; for the built-in API they are the definition file's, which the
    /// `REPL completion and the reference` tests hold them to, member by member.
    public func completions(of word: String) -> [String] {
        if word.hasPrefix(":"), !word.dropFirst().contains(":") {
            return Self.commands.filter { $0.hasPrefix(word) }
        }
        let state = environment.state
        guard let separator = word.lastIndex(where: { $0 == "." || $0 == ":" }) else {
            let globals = state.memberNames(of: state.globalsTable)
            return Array(Set(globals + Self.keywords)).filter { $0.hasPrefix(word) }.sorted()
        }
        let chain = String(word[..<separator])
        let partial = String(word[word.index(after: separator)...])
        guard Self.isNameChain(chain), case .success(let function) = state.compile("return " + chain, chunkName: "=complete"),
              case .success(let results) = state.call(function, []), let value = results.first else { return [] }
        let prefix = String(word[...separator])
        let methodsOnly = word[separator] == ":"
        return state.memberNames(of: value, methodsOnly: methodsOnly).filter { $0.hasPrefix(partial) }.map { prefix + $0 }
    }

    /// Whether a completion wants a space after it: a keyword does (`function `); a name, a
    /// method or a command does not (its `(`, `.` or argument comes next).
    public static func wantsSpace(after completion: String) -> Bool { keywords.contains(completion) }

    /// `a`, `a.b`, `a.b.c`: names only, so completing never runs a call.
    static func isNameChain(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}
