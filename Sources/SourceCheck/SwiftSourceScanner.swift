import SwiftParser
import SwiftSyntax

/// Reads Swift files as the compiler parses them (swift-syntax) and gathers their types: the
/// names each type's declaration and extensions inherit, and the instance methods they
/// declare. It needs no build and no other module: it reads the source alone.
struct SwiftSourceScanner {
    /// The types found so far, by name, and their names in the order first seen.
    private(set) var types: [String: DeclaredType] = [:]
    private(set) var order: [String] = []

    /// The full names of the functions the files call.
    private(set) var calls: Set<String> = []

    /// Adds the types and methods of one file, and returns what the file uses of Apple's
    /// frameworks (one parse for both). `path` names the file in findings.
    mutating func scan(source: String, path: String) -> [UsageVisitor.Use] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = Visitor(converter: converter, path: path)
        visitor.walk(tree)
        for found in visitor.found { merge(found) }
        let usage = UsageVisitor(converter: converter, path: path)
        usage.walk(tree)
        calls.formUnion(usage.calls)
        return usage.uses
    }

    /// Every type, in the order first seen (files in the order scanned).
    var declaredTypes: [DeclaredType] { order.compactMap { types[$0] } }

    private mutating func merge(_ found: DeclaredType) {
        guard var known = types[found.name] else {
            types[found.name] = found
            order.append(found.name)
            return
        }
        known.inherited += found.inherited.filter { !known.inherited.contains($0) }
        known.methods += found.methods
        known.overrides += found.overrides
        known.properties += found.properties
        types[found.name] = known
    }
}

/// Walks one file: a stack of the enclosing types, each declaration or extension a new
/// `DeclaredType` entry (merged by name afterwards).
private final class Visitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let path: String
    var found: [DeclaredType] = []
    /// Indices into `found` of the enclosing type declarations, innermost last.
    var enclosing: [Int] = []

    init(converter: SourceLocationConverter, path: String) {
        self.converter = converter
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    private func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter)
        return SourcePosition(file: path, line: location.line, column: location.column)
    }

    private func open(_ name: String, inheriting clause: InheritanceClauseSyntax?, at node: some SyntaxProtocol) {
        let qualified = enclosing.last.map { found[$0].name + "." + name } ?? name
        let inherited = clause?.inheritedTypes.map { Self.unqualified($0.type.trimmedDescription) } ?? []
        found.append(DeclaredType(name: qualified, inherited: inherited, location: position(of: node)))
        enclosing.append(found.count - 1)
    }

    /// `UIKit.UITableViewDelegate` is `UITableViewDelegate`.
    private static func unqualified(_ name: String) -> String {
        name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    }

    /// A class, structure, enumeration or actor: a type of its own, nested in the enclosing one.
    private func open(_ node: some NamedDeclSyntax & DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, inheriting: node.inheritanceClause, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { open(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { open(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { open(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { open(node) }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }

    /// An extension adds to the type it names, wherever that is nested (its name is already
    /// qualified in the source, so the enclosing stack does not apply).
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unqualified(node.extendedType.trimmedDescription)
        let inherited = node.inheritanceClause?.inheritedTypes.map { Self.unqualified($0.type.trimmedDescription) } ?? []
        found.append(DeclaredType(name: name, inherited: inherited, location: position(of: node.extendedType)))
        enclosing.append(found.count - 1)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    /// A protocol's requirements are not implementations.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// An instance method of the innermost type; a nested function is its body's business.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = enclosing.last else { return .skipChildren }
        let keywords = node.modifiers.map(\.name.tokenKind)
        guard !keywords.contains(.keyword(.static)), !keywords.contains(.keyword(.class)) else { return .skipChildren }
        let method = DeclaredMethod(fullName: node.signature.parameterClause.parameters.fullName(of: node.name.text), isOverride: keywords.contains(.keyword(.override)),
                                    location: position(of: node.name))
        found[owner].methods.append(method)
        if method.isOverride { found[owner].overrides.append(method) }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = enclosing.last, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return .skipChildren }
        found[owner].overrides.append(DeclaredMethod(fullName: node.signature.parameterClause.parameters.fullName(of: "init"), isOverride: true, location: position(of: node.initKeyword)))
        return .skipChildren
    }

    /// A property, and whether it overrides; closures and computed properties hold no methods
    /// of the type.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = enclosing.last else { return .skipChildren }
        let overrides = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            found[owner].properties.append(name.text)
            if overrides { found[owner].overrides.append(DeclaredMethod(fullName: name.text, isOverride: true, location: position(of: name))) }
        }
        return .skipChildren
    }
}
