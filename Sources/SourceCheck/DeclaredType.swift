/// What the sources say about one type: the protocols and superclass its declarations and
/// extensions name, and the instance methods they declare. A type declared in one file and
/// extended in others is one `DeclaredType`.
public struct DeclaredType: Sendable {
    /// The type's name, qualified by the types it is nested in: `Menu.Delegate`.
    public let name: String
    /// Every name in the inheritance clauses of its declaration and extensions, in source
    /// order, without a `UIKit.` qualifier: its superclass (if any) and its protocols.
    public internal(set) var inherited: [String] = []
    /// Its instance methods, in source order.
    public internal(set) var methods: [DeclaredMethod] = []
    /// The names of its stored and computed properties, in source order.
    public internal(set) var properties: [String] = []
    /// Its `override` methods, properties and initialisers (a property by its name, an
    /// initialiser as `init(coder:)`), in source order.
    public internal(set) var overrides: [DeclaredMethod] = []
    /// Where the type (or, for a type only extended here, its first extension) is declared.
    public internal(set) var location: SourcePosition
}
