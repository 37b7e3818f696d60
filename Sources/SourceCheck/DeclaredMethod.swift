/// An instance method declared in a type or one of its extensions, as the source spells it.
public struct DeclaredMethod: Hashable, Sendable {
    /// Swift's full name of the method: `navigationController(_:willShow:animated:)`.
    public let fullName: String
    /// Whether it is marked `override` (then it overrides a superclass's member, and no
    /// protocol requirement is in question).
    public let isOverride: Bool
    /// Where it is declared.
    public let location: SourcePosition

    /// The name before the parentheses: `navigationController`.
    public var baseName: String { String(fullName.prefix { $0 != "(" }) }
}
