import Foundation
import SwiftParser
import SwiftSyntax

/// What the rewriter needs to know about the whole module before it rewrites a file: each
/// type's methods and properties, its superclass and protocols, and the `@objc` protocols with
/// their optional requirements (rules O2, O4).
struct ModuleIndex {
    /// A method as a selector sees it.
    struct Method {
        let base: String
        let labels: [String]
        let objcName: String?
        let isThrowing: Bool
        /// The parameters' types as written, without spaces (rule O17).
        var parameterTypes: [String] = []
        /// Whether it is declared `override` (rule O18).
        var isOverride = false
    }

    /// A type (or the extensions of one) declared in the module, by qualified name.
    struct TypeInfo {
        var methods: [Method] = []
        var properties: Set<String> = []
        var inherited: [String] = []
        var isProtocol = false
        var isClass = false
        /// The file of the type's own declaration, else of its first extension.
        var file: Int?
        var declaredHere = false
    }

    /// An `@objc optional` requirement: the protocol of its own that stands for it (rule O4).
    struct OptionalRequirement {
        let protocolName: String
        let base: String
        let labels: [String]?    // nil for a property
        let declaration: String
        let access: String
        /// The protocol's attributes but `@objc` (its global actor, `@preconcurrency`), for
        /// the requirement's protocol (rule O9).
        let attributes: String
        let file: Int
        /// A method's parameters: their internal names and types as written (nil for a property).
        var parameters: [(name: String, type: String)]? = nil
        /// The return type as written (nil for none or a property).
        var returnType: String? = nil
        /// Whether the method `throws`, is `async`.
        var effects: (throwing: Bool, async: Bool) = (false, false)
        /// Rule O17: whether another requirement of the protocol has the same name and labels
        /// (overloads by parameter type).
        var isOverloaded = false

        /// The name shared by the requirement's overloads: `Protocol_base_label1_label2`.
        var groupName: String {
            ([protocolName.replacingOccurrences(of: ".", with: "_"), base] + (labels ?? []).map { $0 == "_" ? "" : $0 })
                .joined(separator: "_")
        }

        /// The name of the requirement's own protocol: the group's name, followed by the
        /// parameter types of an overload (rule O17).
        var helperName: String {
            guard isOverloaded, let parameters else { return groupName }
            return ([groupName] + parameters.map { ModuleIndex.identifier(of: $0.type) }).joined(separator: "_")
        }

        /// The parameters' types without spaces, to match an implementation's (rule O17).
        var parameterTypes: [String] { (parameters ?? []).map { ModuleIndex.compact($0.type) } }
    }

    /// A type's text without spaces.
    static func compact(_ type: String) -> String { type.filter { !$0.isWhitespace } }

    /// A type's text as part of an identifier: its letters, digits and underscores.
    static func identifier(of type: String) -> String {
        String(type.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    var types: [String: TypeInfo] = [:]
    /// Every optional requirement, in the order of the files and the declarations.
    var optionalRequirements: [OptionalRequirement] = []
    /// The names of the variables declared with the type of a protocol that has optional
    /// requirements (`weak var delegate: DrawerDelegate?`): their property reads are rewritten.
    var protocolVariables: Set<String> = []
    /// The names of the variables declared with a function type (`var completion: (() -> Void)?`):
    /// `x.completion?()` calls a closure, not an optional requirement (rule O14).
    var closureVariables: Set<String> = []

    init(files: [SourceFileSyntax]) {
        for (index, file) in files.enumerated() {
            let collector = Collector(file: index, viewMode: .sourceAccurate)
            collector.walk(file)
            for (name, info) in collector.types {
                var merged = types[name] ?? TypeInfo()
                merged.methods += info.methods
                merged.properties.formUnion(info.properties)
                merged.inherited += info.inherited
                merged.isProtocol = merged.isProtocol || info.isProtocol
                merged.isClass = merged.isClass || info.isClass
                if info.declaredHere, !merged.declaredHere { merged.file = index; merged.declaredHere = true }
                if merged.file == nil { merged.file = index }
                types[name] = merged
            }
            optionalRequirements += collector.optionalRequirements
            variableTypes += collector.variableTypes
        }
        // Rule O17: overloads by parameter type get protocols of their own.
        for (position, requirement) in optionalRequirements.enumerated() where requirement.labels != nil {
            optionalRequirements[position].isOverloaded = optionalRequirements.filter {
                $0.protocolName == requirement.protocolName && $0.base == requirement.base && $0.labels == requirement.labels
            }.count > 1
        }
        closureVariables = Set(variableTypes.filter { $0.1.contains("->") }.map(\.0))
        let withOptionals = Set(optionalRequirements.map(\.protocolName))
        for (name, type) in variableTypes where withOptionals.contains(where: { Self.mentions(type, $0) }) {
            protocolVariables.insert(name)
        }
    }

    private var variableTypes: [(String, String)] = []

    static func mentions(_ typeText: String, _ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return typeText.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { $0 == last }
    }

    /// The type `name` and its superclasses declared in the module, nearest first.
    func lineage(of name: String) -> [(String, TypeInfo)] {
        var result: [(String, TypeInfo)] = []
        var current: String? = name
        while let this = current, let info = types[this], !result.contains(where: { $0.0 == this }) {
            result.append((this, info))
            current = info.isClass ? info.inherited.first(where: { types[$0]?.isClass == true }) : nil
        }
        return result
    }

    /// The methods named `base` (with `labels`, when given) of `type` or its superclasses.
    func methods(named base: String, labels: [String]?, in type: String?) -> [Method] {
        let scope: [TypeInfo] = type.map { lineage(of: $0).map(\.1) } ?? types.keys.sorted().compactMap { types[$0] }
        return scope.flatMap(\.methods).filter { $0.base == base && (labels == nil || $0.labels == labels!) }
    }

    /// The optional requirement matching a call of `base` with `labels` (a property's read
    /// when `labels` is nil).
    func optionalRequirement(_ base: String, labels: [String]?) -> OptionalRequirement? {
        optionalRequirements.first { $0.base == base && $0.labels == labels }
    }

    /// Rule O17: the overloads of the first requirement matching `base` and `labels` (one
    /// protocol's requirements of that name and labels), when there are several.
    func overloads(_ base: String, labels: [String]) -> [OptionalRequirement] {
        guard let first = optionalRequirement(base, labels: labels), first.isOverloaded else { return [] }
        return optionalRequirements.filter { $0.protocolName == first.protocolName && $0.base == base && $0.labels == labels }
    }

    /// The protocols `type` adopts in the module, with those of its superclasses.
    func protocols(of type: String) -> Set<String> {
        Set(lineage(of: type).flatMap { $0.1.inherited })
    }

    /// Whether `type` or a superclass declares a member that satisfies `requirement`.
    func implements(_ type: String, _ requirement: OptionalRequirement) -> Bool {
        lineage(of: type).contains { _, info in
            if let labels = requirement.labels {
                // Rule O17: an overload is told by its parameters' types.
                return info.methods.contains {
                    $0.base == requirement.base && $0.labels == labels
                        && (!requirement.isOverloaded || $0.parameterTypes == requirement.parameterTypes)
                }
            }
            return info.properties.contains(requirement.base)
        }
    }
}

/// Walks one file for ``ModuleIndex``.
private final class Collector: SyntaxVisitor {
    let file: Int
    var types: [String: ModuleIndex.TypeInfo] = [:]
    var optionalRequirements: [ModuleIndex.OptionalRequirement] = []
    var variableTypes: [(String, String)] = []
    private var scope: [String] = []

    init(file: Int, viewMode: SyntaxTreeViewMode) {
        self.file = file
        super.init(viewMode: viewMode)
    }

    private var current: String? { scope.isEmpty ? nil : scope.joined(separator: ".") }

    private func enter(_ name: String, inherited: InheritanceClauseSyntax?, declared: Bool,
                       isProtocol: Bool = false, isClass: Bool = false) {
        scope.append(name)
        let key = scope.joined(separator: ".")
        var info = types[key] ?? ModuleIndex.TypeInfo()
        info.inherited += inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        info.isProtocol = info.isProtocol || isProtocol
        info.isClass = info.isClass || isClass
        info.declaredHere = info.declaredHere || declared
        types[key] = info
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, declared: true, isClass: true); return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, declared: true); return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, declared: true); return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, declared: true); return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let saved = scope
        scope = []
        enter(node.extendedType.trimmedDescription, inherited: node.inheritanceClause, declared: false)
        extensionScopes.append(saved)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope = extensionScopes.removeLast() }
    private var extensionScopes: [[String]] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, declared: true, isProtocol: true)
        let name = scope.joined(separator: ".")
        let access = node.modifiers.first { ["public", "open", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text == "open" ? "public" : $0.name.text } ?? ""
        // Rule O9: the requirement's protocol is isolated as the protocol is.
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { $0.attributeName.trimmedDescription != "objc" }
            .map(\.trimmedDescription).joined(separator: " ")
        for member in node.memberBlock.members where member.decl.isOptionalRequirement {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                var requirement = ModuleIndex.OptionalRequirement(
                    protocolName: name, base: function.name.text, labels: function.labels,
                    declaration: Rewriting.requirementText(member.decl), access: access, attributes: attributes, file: file)
                requirement.parameters = function.signature.parameterClause.parameters.map {
                    (($0.secondName ?? $0.firstName).text, $0.type.trimmedDescription)
                }
                requirement.returnType = function.signature.returnClause?.type.trimmedDescription
                let effects = function.signature.effectSpecifiers
                requirement.effects = (effects?.throwsClause != nil, effects?.asyncSpecifier != nil)
                optionalRequirements.append(requirement)
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    optionalRequirements.append(.init(protocolName: name, base: identifier.identifier.text, labels: nil,
                                                      declaration: Rewriting.requirementText(member.decl), access: access,
                                                      attributes: attributes, file: file))
                }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let current {
            types[current]?.methods.append(.init(base: node.name.text, labels: node.labels, objcName: node.attributes.objcName,
                                                 isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
                                                 parameterTypes: node.signature.parameterClause.parameters.map {
                                                     ModuleIndex.compact($0.type.trimmedDescription)
                                                 },
                                                 isOverride: node.modifiers.contains { $0.name.text == "override" }))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let current { types[current]?.properties.insert(identifier.identifier.text) }
            if let type = binding.typeAnnotation?.type { variableTypes.append((identifier.identifier.text, type.trimmedDescription)) }
        }
        return .skipChildren
    }
}

extension FunctionDeclSyntax {
    /// The argument labels (`_` for none).
    var labels: [String] {
        signature.parameterClause.parameters.map { $0.firstName.text }
    }
}

extension DeclSyntax {
    /// Whether this member of a protocol is `optional`.
    var isOptionalRequirement: Bool {
        let modifiers = self.as(FunctionDeclSyntax.self)?.modifiers ?? self.as(VariableDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.text == "optional" } ?? false
    }
}

extension AttributeListSyntax {
    /// The name given by `@objc(name)`, if any.
    var objcName: String? {
        for element in self {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
            return text.isEmpty ? nil : text
        }
        return nil
    }
}
