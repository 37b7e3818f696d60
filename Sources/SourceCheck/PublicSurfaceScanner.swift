import SwiftParser
import SwiftSyntax

/// Reads a module's source for its public surface: `public` and `open` declarations, protocol
/// requirements, and the members public extensions add (to its own types or others').
struct PublicSurfaceScanner {
    private(set) var types: [PublicSurface.TypeEntry] = []
    private(set) var globals: [String] = []

    mutating func scan(source: String) {
        let visitor = SurfaceVisitor()
        visitor.walk(Parser.parse(source: source))
        types += visitor.publicEntries.map { PublicSurface.TypeEntry($0.name, inherits: $0.inherits, members: $0.members) }
        globals += visitor.globals
    }

    var surface: PublicSurface { PublicSurface(types: types, globals: globals) }
}

private final class SurfaceVisitor: SyntaxVisitor {
    struct Entry { var name: String; var inherits: [String]; var members: [String]; var isPublic: Bool }
    var entries: [Entry] = []
    var globals: [String] = []
    /// Indices into `entries` of the enclosing types, innermost last.
    var enclosing: [Int] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }

    /// For each entry, whether its members are public without saying so (a protocol, a
    /// `public extension`).
    private var inheritedPublic: [Bool] = []

    private func open(_ name: String, _ clause: InheritanceClauseSyntax?, isPublic: Bool, membersPublic: Bool) {
        let qualified = enclosing.last.map { entries[$0].name + "." + name } ?? name
        let inherits = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let outer = enclosing.last, isPublic { entries[outer].members.append(name) }
        entries.append(Entry(name: qualified, inherits: inherits, members: [], isPublic: isPublic))
        inheritedPublic.append(membersPublic)
        enclosing.append(entries.count - 1)
    }

    private func openType(_ node: some NamedDeclSyntax & DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        let isPublic = Self.isPublic(node.modifiers)
        open(node.name.text, node.inheritanceClause, isPublic: isPublic, membersPublic: false)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { openType(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { openType(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { openType(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { openType(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isPublic = Self.isPublic(node.modifiers)
        open(node.name.text, node.inheritanceClause, isPublic: isPublic, membersPublic: isPublic)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        entries.append(Entry(name: name, inherits: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                             members: [], isPublic: true))
        inheritedPublic.append(Self.isPublic(node.modifiers))
        enclosing.append(entries.count - 1)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    private func add(_ member: String, _ modifiers: DeclModifierListSyntax) {
        guard let owner = enclosing.last else {
            if Self.isPublic(modifiers) { globals.append(member.prefix { $0 != "(" }.description) }
            return
        }
        if Self.isPublic(modifiers) || inheritedPublic[owner] { entries[owner].members.append(member) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.signature.parameterClause.parameters.fullName(of: node.name.text), node.modifiers)
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.signature.parameterClause.parameters.fullName(of: "init"), node.modifiers)
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { add(name, node.modifiers) }
        }
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // An enum's cases are as public as the enum.
        guard let owner = enclosing.last else { return .skipChildren }
        if entries[owner].isPublic { entries[owner].members += node.elements.map(\.name.text) }
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node.modifiers)
        if let owner = enclosing.last, Self.isPublic(node.modifiers) || inheritedPublic[owner] {
            entries.append(Entry(name: entries[owner].name + "." + node.name.text, inherits: [node.initializer.value.trimmedDescription],
                                 members: [], isPublic: true))
            inheritedPublic.append(false)
        } else if enclosing.isEmpty, Self.isPublic(node.modifiers) {
            entries.append(Entry(name: node.name.text, inherits: [node.initializer.value.trimmedDescription], members: [], isPublic: true))
            inheritedPublic.append(false)
        }
        return .skipChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SurfaceVisitor {
    /// The entries that are part of the surface: public types, and extensions that added a
    /// public member.
    var publicEntries: [Entry] { entries.filter { $0.isPublic } }
}
