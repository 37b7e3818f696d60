import Testing

/// Where a list of member names comes from, as a failure message says it: "bound",
/// "declared in the definition file", "in docs/lua-api.md's table".
struct MemberSource {
    /// The source's words in a message.
    var words: String
    /// The names it has.
    var names: [String]

    /// What the definition file declares.
    static func declared(_ names: [String]) -> MemberSource { MemberSource(words: "declared in the definition file", names: names) }
}

/// Holds two lists of names to each other both ways, one issue per name that only one side
/// has (or that one side has twice), each naming the member: `ViewController.foo is bound,
/// not declared in the definition file`. `prefix` goes before each name (`ViewController.`).
func expectSameMembers(_ prefix: String, _ first: MemberSource, _ second: MemberSource,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    for (one, other) in [(first, second), (second, first)] {
        let others = Set(other.names)
        for name in one.names where !others.contains(name) {
            Issue.record("\(prefix)\(name) is \(one.words), not \(other.words)", sourceLocation: sourceLocation)
        }
        var seen = Set<String>()
        for name in one.names where !seen.insert(name).inserted {
            Issue.record("\(prefix)\(name) is \(one.words) twice", sourceLocation: sourceLocation)
        }
    }
}
