/// One thing `stagehand check` reports about an app's source.
public struct SourceFinding: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Where it is.
    public let location: SourcePosition
    /// What is wrong, in a sentence.
    public let message: String
    /// The rule of docs/semantics.md behind it (`V4`).
    public let rule: String

    /// `path:line:column: warning: message [V4]`: the compilers' form, which editors and CI
    /// annotate.
    public var description: String { "\(location): warning: \(message) [\(rule)]" }

    public static func < (a: SourceFinding, b: SourceFinding) -> Bool {
        (a.location, a.message) < (b.location, b.message)
    }
}
