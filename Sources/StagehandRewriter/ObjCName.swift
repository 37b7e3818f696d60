/// Rule O2: the Objective-C name Swift gives an `@objc` method, property getter or setter
/// (swift/lib/AST/Decl.cpp, `AbstractFunctionDecl::getObjCSelector`): the base name alone
/// without parameters; else the base name, then, for a labelled first parameter, `With` and
/// the label capitalised (no `With` when the label begins with a preposition or the base name
/// ends with one), a colon, and each further label (empty for `_`) with a colon. A throwing
/// method's error parameter adds `AndReturnError` (no parameters) or `error:`.
public enum ObjCName {
    /// The prepositions of Swift's parts-of-speech table (include/swift/Basic/PartsOfSpeech.def).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of method `base` with argument `labels` (`"_"` or `""` for none).
    public static func method(_ base: String, labels: [String], throws isThrowing: Bool = false) -> String {
        let labels = labels.map { $0 == "_" ? "" : $0 }
        if labels.isEmpty { return isThrowing ? base + "AndReturnError:" : base }
        var first = base
        if let label = labels.first, !label.isEmpty {
            let joined = prepositions.contains(firstWord(label).lowercased()) || prepositions.contains(lastWord(base).lowercased())
            first += (joined ? "" : "With") + capitalized(label)
        }
        var name = first + ":" + labels.dropFirst().map { $0 + ":" }.joined()
        if isThrowing { name += "error:" }
        return name
    }

    /// The selector of a property's getter: its name.
    public static func getter(_ property: String) -> String { property }

    /// The selector of a property's setter: `set`, the name capitalised, a colon.
    public static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The first camel-case word: up to the first capital after the start.
    static func firstWord(_ name: String) -> String {
        let body = name.drop { $0 == "_" }
        guard let first = body.first else { return "" }
        return String(first) + body.dropFirst().prefix { !$0.isUppercase }
    }

    /// The last camel-case word: from the last capital (a run of capitals is one word).
    static func lastWord(_ name: String) -> String {
        let characters = Array(name)
        var start = characters.count - 1
        while start > 0, !characters[start].isUppercase { start -= 1 }
        while start > 0, characters[start - 1].isUppercase { start -= 1 }
        return String(characters[max(start, 0)...])
    }
}
