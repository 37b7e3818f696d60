import Foundation
import SwiftSyntax

/// Rule O16: a class-bound protocol of the module that requires an initialiser, adopted by an
/// extension of a framework class (`extension NSObject: InitializableClass {}` with
/// `protocol InitializableClass: class { init() }`). On iOS an Objective-C class's initialisers
/// satisfy such a requirement (the runtime inherits them); on Linux `NSObject.init()` is not
/// `required` and Swift refuses the conformance. The rewrite splits the protocol: its
/// initialiser requirements move to `StagehandInitializing_P: P`, with the members of its
/// extensions that make a `Self` (initialisers, `Self(...)`, `self.init`); the module's own
/// types that adopt `P` adopt `StagehandInitializing_P`, so that for them nothing changes,
/// and the framework class keeps the rest (`with { }`).
struct InitializerRequirements {
    /// A protocol split in two.
    struct Split {
        let name: String
        let file: Int
        let declaration: ProtocolDeclSyntax
        var helperName: String { "StagehandInitializing_" + name.replacingOccurrences(of: ".", with: "_") }
    }

    /// An initialiser of an extension of a split protocol, called on a framework class
    /// (`UIView { $0.alpha = 0 }`): that class gets it as a convenience initialiser of its own,
    /// `Self` being the class.
    struct ForeignInitializer {
        let type: String
        let declaration: InitializerDeclSyntax
        let file: Int
    }

    private(set) var splits: [Split] = []
    private(set) var foreignInitializers: [ForeignInitializer] = []

    init(files: [SourceFileSyntax], index: ModuleIndex) {
        var protocols: [Split] = []
        var foreignAdoptions: [String: [String]] = [:]    // protocol -> the framework types adopting it
        for (number, file) in files.enumerated() {
            for statement in file.statements {
                if let proto = statement.item.as(ProtocolDeclSyntax.self), Self.isClassBound(proto),
                   proto.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
                    protocols.append(.init(name: proto.name.text, file: number, declaration: proto))
                }
                if let ext = statement.item.as(ExtensionDeclSyntax.self),
                   index.types[ext.extendedType.trimmedDescription]?.declaredHere != true {
                    for inherited in ext.inheritanceClause?.inheritedTypes ?? [] {
                        foreignAdoptions[inherited.type.trimmedDescription, default: []].append(ext.extendedType.trimmedDescription)
                    }
                }
            }
        }
        splits = protocols.filter { foreignAdoptions[$0.name] != nil }
        var initializers: [(InitializerDeclSyntax, Int)] = []
        var adopters: Set<String> = []
        for split in splits {
            adopters.formUnion(foreignAdoptions[split.name] ?? [])
            for file in files {
                for statement in file.statements {
                    guard let ext = statement.item.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedDescription == split.name else { continue }
                    initializers += ext.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map { ($0, split.file) }
                }
            }
        }
        guard !initializers.isEmpty else { return }
        let calls = ForeignInitializerCalls(index: index)
        files.forEach { calls.walk($0) }
        for (type, labels) in calls.calls where Self.inherits(type, fromOneOf: adopters) {
            guard let (declaration, file) = initializers.first(where: { $0.0.signature.parameterClause.parameters.map(\.firstName.text) == labels }),
                  !foreignInitializers.contains(where: { $0.type == type && $0.declaration.id == declaration.id }) else { continue }
            foreignInitializers.append(.init(type: type, declaration: declaration, file: file))
        }
        foreignInitializers.sort { $0.type < $1.type }
    }

    /// Rule O16, choice: whether framework class `type` is or descends from one of `adopters`;
    /// every class of UIKit, Foundation and Core Animation (`UI`, `NS`, `CA`) descends from
    /// `NSObject`.
    static func inherits(_ type: String, fromOneOf adopters: Set<String>) -> Bool {
        adopters.contains(type) || (adopters.contains("NSObject") && ["UI", "NS", "CA"].contains { type.hasPrefix($0) })
    }

    static func isClassBound(_ proto: ProtocolDeclSyntax) -> Bool {
        proto.inheritanceClause?.inheritedTypes.contains { ["class", "AnyObject"].contains($0.type.trimmedDescription) } ?? false
    }

    func split(_ name: String) -> Split? { splits.first { $0.name == name } }

    /// The text edits of `tree` (file `number`).
    func edits(in tree: SourceFileSyntax, file number: Int, index: ModuleIndex) -> [TextEdit] {
        guard !splits.isEmpty else { return [] }
        var edits: [TextEdit] = []
        for split in splits where split.file == number {
            for item in split.declaration.memberBlock.members where item.decl.is(InitializerDeclSyntax.self) {
                edits.append(TextEdit(start: item.decl.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      end: item.decl.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
            }
        }
        let finder = Adoptions(splits: self, index: index)
        finder.walk(tree)
        return edits + finder.edits
    }

    /// The protocols of the initialiser requirements declared in file `number`.
    func generatedCode(file number: Int) -> [String] {
        splits.filter { $0.file == number }.map { split in
            let declaration = split.declaration
            let attributes = declaration.attributes.compactMap { $0.as(AttributeSyntax.self) }
                .filter { !SourceRewriter.droppedAttributes.contains($0.attributeName.trimmedDescription) }
                .map { $0.trimmedDescription + " " }.joined()
            let access = declaration.modifiers.map { $0.trimmedDescription + " " }.joined()
            let requirements = declaration.memberBlock.members.filter { $0.decl.is(InitializerDeclSyntax.self) }
                .map { $0.decl.trimmedDescription }.joined(separator: "; ")
            return "\(attributes)\(access)protocol \(split.helperName): \(split.name) { \(requirements) }"
        } + foreignInitializers.filter { $0.file == number }.map { initializer in
            "extension \(initializer.type) { \(Self.convenience(initializer.declaration, of: initializer.type)) }"
        }
    }

    /// `init(...)` of a protocol extension as a convenience initialiser of class `type`: `Self`
    /// is the class.
    static func convenience(_ declaration: InitializerDeclSyntax, of type: String) -> String {
        let first = declaration.firstToken(viewMode: .sourceAccurate)?.id
        return declaration.tokens(viewMode: .sourceAccurate).map { token in
            var text = token.text
            if token.id == declaration.initKeyword.id { text = "convenience init" }
            if token.tokenKind == .keyword(.Self) { text = type }
            return (token.id == first ? "" : token.leadingTrivia.description) + text + token.trailingTrivia.description
        }.joined().trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The calls of a framework type's initialiser with a closure (`UIView { ... }`): the type
/// and the argument labels (`_` for a trailing closure), in the order of the files.
private final class ForeignInitializerCalls: SyntaxVisitor {
    let index: ModuleIndex
    var calls: [(String, [String])] = []

    init(index: ModuleIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           let first = reference.baseName.text.first, first.isUppercase, index.types[reference.baseName.text]?.declaredHere != true,
           node.trailingClosure != nil || node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) {
            let labels = node.arguments.map { $0.label?.text ?? "_" } + (node.trailingClosure == nil ? [] : ["_"])
                + node.additionalTrailingClosures.map { $0.label.text }
            if !calls.contains(where: { $0 == (reference.baseName.text, labels) }) { calls.append((reference.baseName.text, labels)) }
        }
        return .visitChildren
    }
}

/// The adoptions of a split protocol by the module's own types, and the members of its
/// extensions that make a `Self`.
private final class Adoptions: SyntaxVisitor {
    let splits: InitializerRequirements
    let index: ModuleIndex
    var edits: [TextEdit] = []

    init(splits: InitializerRequirements, index: ModuleIndex) {
        self.splits = splits
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    private func adopt(_ clause: InheritanceClauseSyntax?) {
        for inherited in clause?.inheritedTypes ?? [] {
            guard let split = splits.split(inherited.type.trimmedDescription) else { continue }
            edits.append(TextEdit(start: inherited.type.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: inherited.type.endPositionBeforeTrailingTrivia.utf8Offset, text: split.helperName))
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { adopt(node.inheritanceClause); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { adopt(node.inheritanceClause); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { adopt(node.inheritanceClause); return .visitChildren }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        if index.types[extended]?.declaredHere == true, splits.split(extended) == nil { adopt(node.inheritanceClause) }
        guard let split = splits.split(extended) else { return .visitChildren }
        // The members that make a `Self` go to an extension of the initialising protocol:
        // the extension closes before them and opens again after them, on the same lines.
        let head = node.attributes.map { $0.trimmedDescription + " " }.joined() + node.modifiers.map { $0.trimmedDescription + " " }.joined()
        let condition = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        for item in node.memberBlock.members where Self.makesSelf(item.decl) {
            edits.append(TextEdit(start: item.decl.positionAfterSkippingLeadingTrivia.utf8Offset, end: item.decl.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  text: "}; \(head)extension \(split.helperName)\(condition) { "))
            edits.append(TextEdit(start: item.decl.endPositionBeforeTrailingTrivia.utf8Offset, end: item.decl.endPositionBeforeTrailingTrivia.utf8Offset,
                                  text: " }; \(head)extension \(split.name)\(condition) {"))
        }
        return .skipChildren
    }

    /// An initialiser, or a member whose body makes a `Self`.
    static func makesSelf(_ decl: DeclSyntax) -> Bool {
        if decl.is(InitializerDeclSyntax.self) { return true }
        let text = decl.description
        return text.contains("Self(") || text.contains("Self.init") || text.contains("self.init(")
    }
}
