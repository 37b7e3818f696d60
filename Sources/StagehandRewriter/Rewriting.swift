import Foundation
import SwiftSyntax

/// Rewrites one file of the module (rules O1-O4): collects text edits while walking it.
final class Rewriting: SyntaxVisitor {
    let index: ModuleIndex
    private(set) var edits: [TextEdit] = []
    /// The enclosing types, innermost last (qualified names).
    private var scope: [String] = []
    private var extensionScopes: [[String]] = []

    /// Imports of Apple's frameworks and the Stagehand modules that stand for them (rule O1).
    static let importedModules = SourceRewriter.standInModules

    /// Attributes Swift on Linux rejects ("Objective-C interoperability is disabled"), dropped
    /// (rule O1). `@nonobjc`, `dynamic`, `@IBAction`, `@IBInspectable`, `@IBDesignable` compile
    /// on Linux and stay.
    static let droppedAttributes = SourceRewriter.droppedAttributes

    init(index: ModuleIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    private func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(TextEdit(start: position.utf8Offset, end: position.utf8Offset, text: text))
    }

    // MARK: Scope

    private var current: String? { scope.isEmpty ? nil : scope.joined(separator: ".") }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { scope.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensionScopes.append(scope)
        scope = [node.extendedType.trimmedDescription]
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope = extensionScopes.removeLast() }

    // MARK: Rule O18: overrides of NSObject's messaging

    /// The framework override being walked, innermost last, with whether it is its lineage's
    /// first (its `super` is then `NSObject`'s own).
    private var frameworkOverrides: [(id: SyntaxIdentifier, member: FrameworkOverrides.Member, first: Bool)] = []

    /// `override func responds(to:)` → `func responds_stagehandOverride(to:)` (rule O18).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let current, let modifier = node.modifiers.first(where: { $0.name.text == "override" }),
              let member = FrameworkOverrides.member(node.name.text, labels: node.labels) else { return .visitChildren }
        let first = !index.inheritsOverride(of: member, in: current)
        if first { replace(modifier, with: "") }
        replace(node.name, with: member.overrideName)
        frameworkOverrides.append((node.id, member, first))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if frameworkOverrides.last?.id == node.id { frameworkOverrides.removeLast() }
    }

    // MARK: Rule O1: imports, conditions, attributes

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first, let module = Self.importedModules[first.name.text] {
            edits.append(TextEdit(start: node.path.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, text: module))
        }
        return .skipChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { evaluatePlatform(in: Syntax(condition)) }
        return .visitChildren
    }

    /// `os(iOS)` is true and any other `os(...)` false; `canImport` of UIKit, Combine and `os`
    /// true, of AppKit false: the conditions as an iOS build sees them.
    private func evaluatePlatform(in node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
           let argument = call.arguments.first?.expression.trimmedDescription {
            switch name.baseName.text {
            case "os": replace(call, with: argument == "iOS" ? "true" : "false"); return
            case "canImport":
                let module = String(argument.split(separator: ".").first ?? "")
                if Self.importedModules[module] != nil { replace(call, with: "true"); return }
                if ["AppKit", "Cocoa", "WatchKit"].contains(module) { replace(call, with: "false"); return }
            default: break
            }
        }
        for child in node.children(viewMode: .sourceAccurate) { evaluatePlatform(in: child) }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.droppedAttributes.contains(node.attributeName.trimmedDescription) { replace(node, with: "") }
        if ImplementationFunctionType.isDroppedConvention(node) { replace(node, with: "") }    // rule Z4
        // Rule O1: iOS takes an action with no argument, the sender, or the sender and the
        // event; Swift on Linux only the sender ("@IBAction methods must have 1 argument").
        // Without Interface Builder the attribute does nothing: it goes where Linux refuses it.
        if node.attributeName.trimmedDescription == "IBAction",
           let function = node.parent?.parent?.as(FunctionDeclSyntax.self),
           function.signature.parameterClause.parameters.count != 1 {
            replace(node, with: "")
        }
        return .skipChildren
    }

    // MARK: Rule Z3: an override in an extension

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        // On iOS an extension overrides an Objective-C method (every one of UIKit's); Swift on
        // Linux refuses any override from an extension. The method stands as the class's own.
        if node.name.text == "override", let decl = node.parent?.parent,
           decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self),
           decl.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true {
            replace(node, with: "")
        }
        return .skipChildren
    }

    // MARK: Rule O4: @objc protocols and their optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if isObjC {
            // An @objc protocol is class-bound; its objects answer `responds(to:)`.
            if let inheritance = node.inheritanceClause {
                insert(", SelectorTarget", at: inheritance.inheritedTypes.endPositionBeforeTrailingTrivia)
            } else {
                insert(": SelectorTarget", at: node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia)
            }
        }
        for member in node.memberBlock.members where member.decl.isOptionalRequirement {
            edits.append(TextEdit(start: member.decl.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: member.decl.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
        }
        return .visitChildren
    }

    /// An optional requirement's declaration for its own protocol: without `@objc` and
    /// `optional`, and without its comments.
    static func requirementText(_ decl: DeclSyntax) -> String {
        // Rule O17: read off the syntax, whatever the whitespace between `optional` and the
        // declaration (a line break, in some libraries).
        var text = ""
        for token in decl.tokens(viewMode: .sourceAccurate) {
            if token.ancestorAttribute?.attributeName.trimmedDescription == "objc" { continue }
            if token.tokenKind == .keyword(.optional), token.parent?.is(DeclModifierSyntax.self) == true { continue }
            if !text.isEmpty, !token.leadingTrivia.isEmpty || !(token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.isEmpty ?? true) {
                text += " "
            }
            text += token.text
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `delegate?.drawer?(self, willSlideTo: x)` → `(delegate as? Helper)?.drawer(self, willSlideTo: x)`;
    /// `delegate?.scrollViewDidScroll?(view)` → `delegate?.scrollViewDidScroll(view)` (rule O14).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self),
              let base = member.base else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
            + (node.trailingClosure == nil ? [] : ["_"]) + node.additionalTrailingClosures.map { $0.label.text }
        guard let requirement = index.optionalRequirement(member.declName.baseName.text, labels: labels) else {
            // Rule O14: a framework's optional requirement, declared with a default: no `?`.
            if !index.closureVariables.contains(member.declName.baseName.text) { replace(chained.questionMark, with: "") }
            return .visitChildren
        }
        // Rule O17: overloads by parameter type go through their dispatcher.
        if requirement.isOverloaded {
            replace(chained, with: "\(requirement.groupName)(\(Self.unchained(base)))?.\(member.declName.baseName.text)")
            return .visitChildren
        }
        replace(chained, with: "(\(Self.unchained(base)) as? \(requirement.helperName))?.\(member.declName.baseName.text)")
        return .visitChildren
    }

    /// `NSClassFromString(name)` → `ObjectiveCClasses.named(name)` (rule I5): UIKit's classes by
    /// their Objective-C names, unambiguous beside Foundation's function in a file that
    /// imports Foundation as well.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == "NSClassFromString", node.parent?.as(MemberAccessExprSyntax.self) == nil,
              node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id else { return .visitChildren }
        replace(node, with: "ObjectiveCClasses.named")
        return .visitChildren
    }

    /// `delegate?.prefersDim` → `(delegate as? Helper)?.prefersDim`, for a variable declared
    /// with the protocol's type.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let (type, name) = AppClockCall.renaming(node) { replace(type, with: name) }    // rule R4
        // Rule O1: a name qualified by an Apple framework's module names the module that
        // declares it on Linux.
        if let module = node.base?.as(DeclReferenceExprSyntax.self), module.argumentNames == nil,
           let standIn = SourceRewriter.qualifyingModules[module.baseName.text] {
            replace(module, with: standIn)
        }
        // Rule O18: `super.responds(to:)` in a renamed override.
        if node.base?.is(SuperExprSyntax.self) == true, let override = frameworkOverrides.last,
           node.declName.baseName.text == override.member.base {
            replace(node.declName, with: override.first ? override.member.baseName : override.member.overrideName)
            return .visitChildren
        }
        guard let base = node.base, node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
              let requirement = index.optionalRequirement(node.declName.baseName.text, labels: nil),
              let variable = Self.lastName(of: base), index.protocolVariables.contains(variable) else { return .visitChildren }
        let target: Syntax = node.parent?.as(OptionalChainingExprSyntax.self).map(Syntax.init) ?? Syntax(node)
        replace(target, with: "(\(Self.unchained(base)) as? \(requirement.helperName))?.\(node.declName.baseName.text)")
        return .visitChildren
    }

    /// Rule O1: a type qualified by an Apple framework's module (`UIKit.UIView`).
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.baseType.as(IdentifierTypeSyntax.self), module.genericArgumentClause == nil,
           let standIn = SourceRewriter.qualifyingModules[module.name.text] {
            replace(module, with: standIn)
        }
        return .visitChildren
    }

    /// `base` without a trailing `?`.
    static func unchained(_ base: ExprSyntax) -> String {
        (base.as(OptionalChainingExprSyntax.self)?.expression ?? base).trimmedDescription
    }

    /// The last name of `delegate`, `self.delegate`, `delegate?`, `owner?.delegate`.
    static func lastName(of expression: ExprSyntax) -> String? {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lastName(of: forced.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    // MARK: Rules O2, O3: #selector; rule O13: #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // Rule O13: #keyPath is a string of Objective-C keys.
        if node.macroName.text == "keyPath", let argument = node.arguments.first {
            replace(node, with: KeyPathExpression(argument: argument, index: index).text)
            return .skipChildren
        }
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
        replace(node, with: SelectorExpression(argument: argument, enclosingType: current, index: index).text)
        return .skipChildren
    }
}

extension TokenSyntax {
    /// The attribute this token is part of, if any.
    var ancestorAttribute: AttributeSyntax? {
        var node: Syntax? = parent
        while let current = node {
            if let attribute = current.as(AttributeSyntax.self) { return attribute }
            if current.is(DeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}
