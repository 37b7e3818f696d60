import Foundation
import SwiftSyntax

/// Rule O15: an `@objc` (or `dynamic`) member declared in an extension of a class and overridden
/// by a subclass of the module. Objective-C dispatches it dynamically, so the override runs when
/// the member is called through the base type; Swift on Linux refuses the override
/// ("non-@objc declarations in extensions cannot be overridden"). The rewrite keeps the dispatch
/// with a protocol of the module's own:
///
/// - the extension's member is renamed `name_stagehandBase`, and a member of the original name
///   follows it on the same line: it calls `name_stagehandOverride` when the object adopts the
///   protocol `StagehandOverridable_Type_name`, its base otherwise;
/// - the first overriding class's member is renamed `name_stagehandOverride` without
///   `override`, its class adopts the protocol, and its `super.name` is the base; a further
///   subclass overrides `name_stagehandOverride` as Swift does, its `super.name` the one above.
struct ExtensionOverrides {
    /// An overridable member declared in an extension.
    struct Member {
        let extendedType: String
        let key: String
        let name: String
        let file: Int
        let declaration: DeclSyntax
        let access: String

        /// `StagehandOverridable_Type_name`, with a method's labels (`_` for none) as rule O4's
        /// protocols have them.
        var protocolName: String {
            let labels = declaration.as(FunctionDeclSyntax.self)?.labels.map { $0 == "_" ? "" : $0 } ?? []
            return (["StagehandOverridable", extendedType.replacingOccurrences(of: ".", with: "_"), name] + labels).joined(separator: "_")
        }
    }

    /// A class's member that overrides one of ``Member``.
    struct Override {
        let className: String
        let key: String
        let file: Int
        let declaration: DeclSyntax
        /// The members of the class's body or extension that declares it.
        let memberBlock: MemberBlockSyntax
        /// Whether no superclass in the module overrides it already: it is the protocol's
        /// implementation (no `override`; `super` is the base).
        var isFirst = true
    }

    private(set) var members: [Member] = []
    private(set) var overrides: [Override] = []

    init(files: [SourceFileSyntax], index: ModuleIndex) {
        var candidates: [Member] = []
        var found: [Override] = []
        var bodies: [String: Set<String>] = [:]    // class -> keys its own body declares
        for (number, file) in files.enumerated() {
            let collector = OverrideCollector(file: number)
            collector.walk(file)
            candidates += collector.members
            found += collector.overrides
            bodies.merge(collector.bodies) { $0.union($1) }
        }
        var used: [Member] = []
        for var override in found {
            guard let member = candidates.first(where: { $0.key == override.key }) else { continue }
            let ancestors = index.lineage(of: override.className).dropFirst().map(\.0)
            // A superclass of the module declaring it in its body: an ordinary override.
            if ancestors.contains(where: { bodies[$0]?.contains(override.key) == true }) { continue }
            override.isFirst = !ancestors.contains { ancestor in found.contains { $0.className == ancestor && $0.key == override.key } }
            overrides.append(override)
            if !used.contains(where: { $0.key == member.key }) { used.append(member) }
        }
        members = used
    }

    func member(_ key: String) -> Member? { members.first { $0.key == key } }

    /// The text edits of file `number`.
    func edits(file number: Int) -> [TextEdit] {
        var edits: [TextEdit] = []
        for member in members where member.file == number {
            guard let name = Self.nameToken(member.declaration) else { continue }
            edits.append(Self.rename(name, to: member.name + "_stagehandBase"))
            let end = member.declaration.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: end, end: end, text: "; " + dispatcher(member)))
        }
        for override in overrides where override.file == number {
            guard let name = Self.nameToken(override.declaration), let member = member(override.key) else { continue }
            edits.append(Self.rename(name, to: member.name + "_stagehandOverride"))
            if override.isFirst, let modifier = Self.modifiers(override.declaration).first(where: { $0.name.text == "override" }) {
                edits.append(TextEdit(start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      end: modifier.endPosition.utf8Offset, text: ""))
            }
            let finder = SuperReferences(name: member.name)
            finder.walk(override.memberBlock)
            let target = member.name + (override.isFirst ? "_stagehandBase" : "_stagehandOverride")
            edits += finder.tokens.map { Self.rename($0, to: target) }
        }
        return edits
    }

    /// The protocols of the members declared in file `number`, and the adoptions of those
    /// overridden there.
    func generatedCode(file number: Int) -> [String] {
        var lines: [String] = []
        for member in members where member.file == number {
            lines.append("\(member.isolation)\(member.access)protocol \(member.protocolName): AnyObject { \(requirement(member)) }")
        }
        for override in overrides where override.file == number && override.isFirst {
            guard let member = member(override.key) else { continue }
            lines.append("extension \(override.className): \(member.protocolName) {}")
        }
        return lines
    }

    // MARK: Text

    /// The member of the original name that dispatches to the override or the base.
    private func dispatcher(_ member: Member) -> String {
        let prefix = Self.keptAttributesAndModifiers(member.declaration)
        let adopter = "if let o = self as? \(member.protocolName)"
        if let variable = member.declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let type = binding.typeAnnotation?.type.trimmedDescription {
            let over = "o.\(member.name)_stagehandOverride", base = "\(member.name)_stagehandBase"
            var text = "\(prefix)var \(member.name): \(type) { get { \(adopter) { return \(over) }; return \(base) }"
            if Self.isSettable(variable) { text += " set { \(adopter) { \(over) = newValue } else { \(base) = newValue } }" }
            return text + " }"
        }
        guard let function = member.declaration.as(FunctionDeclSyntax.self) else { return "" }
        let effects = function.signature.effectSpecifiers
        let marks = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        let arguments = function.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
            let value = (parameter.secondName ?? parameter.firstName).text
            return label + (parameter.type.is(AttributedTypeSyntax.self) && parameter.type.trimmedDescription.hasPrefix("inout") ? "&" : "") + value
        }.joined(separator: ", ")
        return "\(prefix)func \(member.name)\(function.genericParameterClause?.trimmedDescription ?? "")"
            + "\(function.signature.trimmedDescription) \(function.genericWhereClause.map { $0.trimmedDescription + " " } ?? "")"
            + "{ \(adopter) { return \(marks)o.\(member.name)_stagehandOverride(\(arguments)) }; "
            + "return \(marks)\(member.name)_stagehandBase(\(arguments)) }"
    }

    /// The protocol's requirement: the member's declaration named `name_stagehandOverride`,
    /// without a body or default arguments.
    private func requirement(_ member: Member) -> String {
        if let variable = member.declaration.as(VariableDeclSyntax.self),
           let type = variable.bindings.first?.typeAnnotation?.type.trimmedDescription {
            return "var \(member.name)_stagehandOverride: \(type) { get\(Self.isSettable(variable) ? " set" : "") }"
        }
        guard let function = member.declaration.as(FunctionDeclSyntax.self) else { return "" }
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            [parameter.firstName.text, parameter.secondName?.text].compactMap { $0 }.joined(separator: " ")
                + ": " + parameter.type.trimmedDescription + (parameter.ellipsis?.text ?? "")
        }.joined(separator: ", ")
        let effects = function.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let result = function.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
        return "func \(member.name)_stagehandOverride\(function.genericParameterClause?.trimmedDescription ?? "")"
            + "(\(parameters))\(effects)\(result)\(function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")"
    }

    static func rename(_ token: TokenSyntax, to name: String) -> TextEdit {
        TextEdit(start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: name)
    }

    static func nameToken(_ decl: DeclSyntax) -> TokenSyntax? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name }
        return decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
    }

    static func modifiers(_ decl: DeclSyntax) -> DeclModifierListSyntax {
        decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers ?? []
    }

    static func attributes(_ decl: DeclSyntax) -> AttributeListSyntax {
        decl.as(FunctionDeclSyntax.self)?.attributes ?? decl.as(VariableDeclSyntax.self)?.attributes ?? []
    }

    /// The declaration's attributes but the Objective-C ones, and its modifiers but `dynamic`,
    /// `override` and `final`, each followed by a space.
    static func keptAttributesAndModifiers(_ decl: DeclSyntax) -> String {
        let attributes = attributes(decl).compactMap { $0.as(AttributeSyntax.self) }
            .filter { !SourceRewriter.droppedAttributes.contains($0.attributeName.trimmedDescription) && $0.attributeName.trimmedDescription != "nonobjc" }
            .map { $0.trimmedDescription + " " }
        let modifiers = modifiers(decl).filter { !["dynamic", "override", "final"].contains($0.name.text) }.map { $0.trimmedDescription + " " }
        return (attributes + modifiers).joined()
    }

    static func isSettable(_ variable: VariableDeclSyntax) -> Bool {
        guard case .accessors(let accessors)? = variable.bindings.first?.accessorBlock?.accessors else { return false }
        return accessors.contains { $0.accessorSpecifier.text == "set" }
    }

    /// The key of a member: a property's name, a method's base name and labels.
    static func key(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return function.name.text + "(" + function.labels.map { $0 + ":" }.joined() + ")"
        }
        return nameToken(decl)?.text
    }
}

extension ExtensionOverrides.Member {
    /// Rule O15, choice: the protocol of a member of UIKit's classes (`UI...`) is the main
    /// actor's, as they are; any other is not isolated.
    var isolation: String { extendedType.hasPrefix("UI") ? "@preconcurrency @MainActor " : "" }
}

/// Walks one file for ``ExtensionOverrides``: the `@objc` or `dynamic` members of extensions,
/// the keys each class's body declares, and the classes' `override` members.
private final class OverrideCollector: SyntaxVisitor {
    let file: Int
    var members: [ExtensionOverrides.Member] = []
    var overrides: [ExtensionOverrides.Override] = []
    var bodies: [String: Set<String>] = [:]
    private var scope: [String] = []
    private var saved: [[String]] = []

    init(file: Int) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.name.text)
        collectOverrides(in: node.memberBlock, of: scope.joined(separator: "."), body: true)
        return .visitChildren
    }

    /// The keys a class's body declares, and the overrides of its body or of an extension
    /// of it (Objective-C overrides in extensions too).
    private func collectOverrides(in block: MemberBlockSyntax, of name: String, body: Bool) {
        for item in block.members {
            guard let key = ExtensionOverrides.key(item.decl) else { continue }
            let isOverride = ExtensionOverrides.modifiers(item.decl).contains { $0.name.text == "override" }
            if body { bodies[name, default: []].insert(key) }
            if isOverride { overrides.append(.init(className: name, key: key, file: file, declaration: item.decl, memberBlock: block)) }
        }
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription
        let objcExtension = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        let extensionAccess = node.modifiers.first { Self.accessLevels.contains($0.name.text) }?.name.text
        collectOverrides(in: node.memberBlock, of: type, body: false)
        for item in node.memberBlock.members {
            guard let key = ExtensionOverrides.key(item.decl), let name = ExtensionOverrides.nameToken(item.decl)?.text else { continue }
            let modifiers = ExtensionOverrides.modifiers(item.decl)
            guard !modifiers.contains(where: { ["static", "class", "final", "private"].contains($0.name.text) }) else { continue }
            let objc = objcExtension || modifiers.contains { $0.name.text == "dynamic" }
                || ExtensionOverrides.attributes(item.decl).contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
            let variadic = item.decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.contains { $0.ellipsis != nil } ?? false
            let computed = item.decl.as(VariableDeclSyntax.self).map { $0.bindings.first?.accessorBlock != nil && $0.bindings.first?.typeAnnotation != nil } ?? true
            guard objc, !variadic, computed else { continue }
            let access = modifiers.first { Self.accessLevels.contains($0.name.text) }?.name.text ?? extensionAccess
            members.append(.init(extendedType: type, key: key, name: name, file: file, declaration: item.decl,
                                 access: Self.protocolAccess(access)))
        }
        saved.append(scope)
        scope = [type]
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope = saved.removeLast() }

    static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// The protocol's access, followed by a space: public for a public or open member,
    /// fileprivate for a file's own, none (internal) otherwise.
    static func protocolAccess(_ access: String?) -> String {
        switch access {
        case "open", "public": "public "
        case "package": "package "
        case "fileprivate": "fileprivate "
        default: ""
        }
    }
}

/// The name tokens of `super.name` in a class's body.
private final class SuperReferences: SyntaxVisitor {
    let name: String
    var tokens: [TokenSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name { tokens.append(node.declName.baseName) }
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
