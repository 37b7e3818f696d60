import SwiftSyntax

/// Walks one file of an app for what it uses from UIKit and Apple's other frameworks: imports
/// outside `#if`, type and global names with Apple's prefixes, qualified members of
/// StagehandUIKit's types, and the Objective-C features Swift on Linux lacks. Which of them
/// StagehandUIKit offers is decided by ``MissingUseCheck``.
final class UsageVisitor: SyntaxVisitor {
    /// A use: the group it would fall in if missing, the name, and where.
    struct Use { let group: MissingUse.Group; let name: String; let location: SourcePosition; let qualifier: String? }

    private let converter: SourceLocationConverter
    private let path: String
    private(set) var uses: [Use] = []
    /// The full names of the functions this file calls by name (`reload(animated:)`), counting
    /// every argument written: a method the app calls itself is not one nobody calls (V4).
    private(set) var calls: Set<String> = []
    private var conditionalDepth = 0

    /// Attributes that need the Objective-C runtime or Interface Builder.
    static let objectiveCAttributes: Set = ["objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
                                            "IBSegueAction", "NSManaged", "GKInspectable"]

    init(converter: SourceLocationConverter, path: String) {
        self.converter = converter
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ group: MissingUse.Group, _ name: String, at node: some SyntaxProtocol, qualifier: String? = nil) {
        let location = node.startLocation(converter: converter)
        uses.append(Use(group: group, name: name, location: SourcePosition(file: path, line: location.line, column: location.column),
                        qualifier: qualifier))
    }

    /// Code under `#if` has said what it does where a module is missing.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: IfConfigDeclSyntax) { conditionalDepth -= 1 }
    /// A clause's condition (`canImport(UIKit)`) names modules and platforms, not uses.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if conditionalDepth == 0 { note(.module, node.path.map(\.name.text).joined(separator: "."), at: node.path) }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        guard Self.objectiveCAttributes.contains(name) else { return .visitChildren }
        note(.objectiveC, "@" + name, at: node)
        return .skipChildren    // `@NSManaged` names no type

    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.optional) { note(.objectiveC, "optional protocol requirements", at: node) }
        if node.name.tokenKind == .keyword(.dynamic) { note(.objectiveC, "dynamic", at: node) }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.macroName.text
        if name == "selector" || name == "keyPath" { note(.objectiveC, "#" + name, at: node) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        note(.type, node.name.text, at: node)
        return .visitChildren
    }

    /// `UIView.AnimationOptions`: the base is a use of its own, the member one of the base.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self) { note(.member, node.name.text, at: node.name, qualifier: base.name.text) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        note(.type, node.baseName.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let callee {
            let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" } + (node.trailingClosure == nil ? [] : ["_:"])
                + node.additionalTrailingClosures.map { $0.label.text + ":" }
            calls.insert(callee + "(" + labels.joined() + ")")
        }
        return .visitChildren
    }

    /// `UIView.transition(...)`, `UIColor.red`: a member of a named type.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self) {
            note(.member, node.declName.baseName.text, at: node.declName, qualifier: base.baseName.text)
        }
        return .visitChildren
    }
}
