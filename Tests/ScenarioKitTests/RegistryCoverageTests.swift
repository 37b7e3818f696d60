import Foundation
import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// The registries hold the rest of the project to them: every rule of docs/semantics.md is a
/// case of ``Rule`` with a Swift test and a scenario naming it, and every callback a script
/// can implement is declared in the definition file as the registry says (receiver, Lua name,
/// parameters, their types, the result), and the file declares no table callback the registry
/// does not have.
@Suite("Registry coverage")
struct RegistryCoverageTests {
    static let root = BundledScenariosTests.root

    /// The rule ids of docs/semantics.md, in the document's order (`**V1 — ...**`).
    static func documentedRules() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/semantics.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("**"), let dash = line.range(of: " — ") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 2)..<dash.lowerBound])
        }
    }

    /// Every file under `folder` with the extension, as text.
    static func texts(under folder: String, ext: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix("." + ext) && !$0.contains("BadInputCorpus") }.sorted().map {
            try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)
        }
    }

    /// The first string argument of each `marker(` call in the texts: test and scenario titles.
    static func titles(in texts: [String], after marker: String) -> [String] {
        texts.flatMap { text -> [String] in
            text.components(separatedBy: marker).dropFirst().compactMap { rest in
                let trimmed = rest.drop { $0 == " " || $0 == "\n" }
                guard let quote = trimmed.first, quote == "\"" || quote == "'" else { return nil }
                return String(trimmed.dropFirst().prefix { $0 != quote })
            }
        }
    }

    /// Whether `title` names `rule` as a word (`C1:`, `(T4, A7)`, `F3 attempt`).
    static func names(_ title: String, _ rule: String) -> Bool {
        title.components(separatedBy: CharacterSet.alphanumerics.inverted).contains(rule)
    }

    @Test("every rule of docs/semantics.md is a Rule case, in the same order, and every case a rule")
    func rulesMatchTheDocument() throws {
        #expect(try Self.documentedRules() == Rule.allCases.map(\.rawValue))
    }

    @Test("every rule has a Swift test and a scenario whose title names it")
    func everyRuleIsPinned() throws {
        let tests = Self.titles(in: try Self.texts(under: "Tests", ext: "swift"), after: "@Test(")
        // The scenarios that drive Swift classes run from their test target (StagehandTesting).
        let scenarios = Self.titles(in: try Self.texts(under: "scenarios", ext: "lua")
                                        + Self.texts(under: "Tests/StagehandUIKitTests/scenarios", ext: "lua")
                                        + Self.texts(under: "Tests/ObjCDrawerTests/scenarios", ext: "lua")
                                        + Self.texts(under: "Tests/DrawerExampleTests/scenarios", ext: "lua"), after: "scenario(")
        for rule in Rule.allCases.map(\.rawValue) {
            #expect(tests.contains { Self.names($0, rule) }, "no Swift test names rule \(rule) in its title")
            #expect(scenarios.contains { Self.names($0, rule) }, "no scenario names rule \(rule) in its title")
        }
    }

    /// Whether a script implements the receiver's callbacks as methods of a class (`ViewController`,
    /// a cell), as functions of a table (a delegate, a data source, an animator), or not at all
    /// (the engine records them only).
    enum Implementation { case classMethod, tableFunction, none }

    static func implementation(of receiver: Callback.Spec.Receiver) -> Implementation {
        switch receiver {
        case .viewController, .tableViewController, .tableViewCell, .collectionViewCell, .presentationController: .classMethod
        case .collectionDataSource, .pageDataSource, .pageDelegate, .presentationControllerDelegate, .splitDelegate,
             .navigationDelegate, .transitioningDelegate, .animator, .interactionController, .collectionDelegate,
             .scrollViewDelegate, .tabBarDelegate, .appDelegate, .sceneDelegate, .gestureDelegate, .animationDelegate: .tableFunction
        case .view, .app, .gestureRecognizer: .none
        }
    }

    /// Whether the definition file's type `type` (without an optional `?`) is one the registry's
    /// kind converts to or from.
    static func type(_ type: String, fits kind: Callback.Spec.Parameter.Kind) -> Bool {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        let literals = bare.split(separator: "|").allSatisfy { $0.hasPrefix("\"") && $0.hasSuffix("\"") }
        switch kind {
        case .bool: return bare == "boolean"
        case .string, .column, .displayMode, .presentationStyle: return bare == "string" || literals
        case .optionalController: return bare == "ViewController" || bare == "ViewController|nil"
        case .controller: return bare == "ViewController"
        case .controllers: return bare == "ViewController[]"
        case .segue: return bare == "Segue"
        case .int: return bare == "integer"
        case .indexPath, .itemIndexPath: return bare == "IndexPath"
        case .size: return bare == "Size"
        case .traits: return bare == "TraitCollection"
        case .coordinator: return bare == "TransitionCoordinator"
        case .animator: return bare == "AnimatedTransitioning"
        case .transitionContext: return bare == "TransitionContext"
        case .point: return bare == "Point"
        case .view: return ["View", "TableViewCell", "CollectionViewCell"].contains(bare)
        case .touch: return bare == "Touch"
        case .gestureRecognizer: return bare == "GestureRecognizer"
        }
    }

    /// The definition file's return type for what a callback returns (empty for nothing).
    static func luaType(of returns: Callback.Spec.Returns) -> String {
        switch returns {
        case .nothing: ""
        case .count: "integer"
        case .height, .duration: "number"
        case .cell: "View|nil"
        case .collectionCell: "CollectionViewCell"
        case .controller: "ViewController|nil"
        case .flag: "boolean"
        case .column, .displayMode, .spineLocation: "string"
        case .animator: "AnimatedTransitioning|nil"
        case .propertyAnimator: "PropertyAnimator|nil"
        case .interactionController: "PercentDrivenInteractiveTransition|InteractiveTransitioning|nil"
        case .presentationController: "PresentationController|nil"
        case .frame: "Rect"
        case .view: "View|nil"
        case .presentationStyle: "string|nil"
        case .orientationMask: "string|string[]"
        case .interfaceOrientation: "string"
        case .point: "Point|nil"
        }
    }

    /// A callback as the definition file declares it: its parameters after the subject, and
    /// its return type; nil when the file does not declare it on the receiver's class.
    static func declaration(of spec: Callback.Spec, in reference: APIReference) -> (parameters: [APIReference.Value], returns: String)? {
        guard let cls = reference.class(named: spec.receiver.rawValue) else { return nil }
        switch implementation(of: spec.receiver) {
        case .classMethod:
            guard let method = cls.methods.first(where: { $0.name == spec.luaName }) else { return nil }
            return (method.parameters, method.returns.map(\.type).joined(separator: ", "))
        case .tableFunction:
            guard let field = cls.fields.first(where: { $0.name == spec.luaName }),
                  let function = APIReference.functionType(field.type) else { return nil }
            return (function.parameters, function.returns)
        case .none:
            return nil
        }
    }

    @Test("every callback a script implements is declared on its receiver in the definition file, with the registry's parameters, in order, and types")
    func callbacksAreDeclared() throws {
        let reference = APIReference.bundled
        for name in Callback.Name.allCases {
            let spec = name.spec
            guard Self.implementation(of: spec.receiver) != .none else { continue }      // recorded, not implemented by scripts
            let member = "\(spec.receiver.rawValue):\(spec.luaName)"
            guard let declared = Self.declaration(of: spec, in: reference) else {
                Issue.record("\(member) is a callback of the registry (Callback.Name.\(name)), not declared in the definition file")
                continue
            }
            let expected = (spec.receiver.sender.map { [$0] } ?? []) + spec.parameters.map(\.name)
            if declared.parameters.map(\.name) != expected {
                Issue.record("\(member)'s parameters are \(declared.parameters.map(\.name)) in the definition file, \(expected) in the registry")
                continue
            }
            for (parameter, registered) in zip(declared.parameters.suffix(spec.parameters.count), spec.parameters)
            where !Self.type(parameter.type, fits: registered.kind) {
                Issue.record("\(member)'s parameter \(parameter.name) is '\(parameter.type)' in the definition file, of kind \(registered.kind.rawValue) in the registry")
            }
            if declared.returns != Self.luaType(of: spec.returns) {
                Issue.record("\(member) returns '\(declared.returns)' in the definition file, '\(Self.luaType(of: spec.returns))' (\(spec.returns.rawValue)) in the registry")
            }
        }
    }

    @Test("every function a delegate, data source, animator or interaction controller table declares is a callback of the registry")
    func declaredCallbacksAreRegistered() {
        let reference = APIReference.bundled
        let receivers = Callback.Name.allCases.map(\.spec.receiver).filter { Self.implementation(of: $0) == .tableFunction }
        for receiver in Set(receivers.map(\.rawValue)).sorted() {
            guard let cls = reference.class(named: receiver) else { continue }     // the test above names it
            let functions = cls.fields.filter { APIReference.functionType($0.type) != nil }.map(\.name)
            let registered = Callback.Name.allCases.map(\.spec).filter { $0.receiver.rawValue == receiver }.map(\.luaName)
            expectSameMembers("\(receiver).", MemberSource(words: "a callback of the registry", names: registered),
                              MemberSource(words: "a function the definition file declares", names: functions))
        }
    }
}
