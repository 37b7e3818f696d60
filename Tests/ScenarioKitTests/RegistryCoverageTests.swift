import Foundation
import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// The registries hold the rest of the project to them: every rule of docs/semantics.md is a
/// case of ``Rule`` with a Swift test and a scenario naming it, and every callback a script
/// can implement has its entry in the definition file.
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
                                        + Self.texts(under: "Tests/StagehandUIKitTests/scenarios", ext: "lua"), after: "scenario(")
        for rule in Rule.allCases.map(\.rawValue) {
            #expect(tests.contains { Self.names($0, rule) }, "no Swift test names rule \(rule) in its title")
            #expect(scenarios.contains { Self.names($0, rule) }, "no scenario names rule \(rule) in its title")
        }
    }

    @Test("every callback a script implements is in the definition file, with the registry's parameters")
    func callbacksAreDocumented() throws {
        let reference = APIReference.bundled
        for name in Callback.Name.allCases {
            let spec = name.spec
            let parameters = spec.parameters.map(\.name)
            switch spec.receiver {
            case .viewController, .tableViewController, .tableViewCell, .collectionViewCell:
                let cls = try #require(reference.class(named: spec.receiver.rawValue))
                let method = cls.methods.first { $0.name == spec.luaName }
                #expect(method != nil, "\(spec.receiver.rawValue):\(spec.luaName) is not in the definition file")
                #expect(method?.parameters.map(\.name) == parameters, "\(spec.receiver.rawValue):\(spec.luaName)'s parameters")
            case .collectionDataSource, .pageDataSource, .pageDelegate, .presentationControllerDelegate, .splitDelegate,
                 .navigationDelegate, .transitioningDelegate, .animator, .interactionController,
                 .collectionDelegate, .scrollViewDelegate:
                let cls = try #require(reference.class(named: spec.receiver.rawValue))
                let field = cls.fields.first { $0.name == spec.luaName }
                #expect(field != nil, "\(spec.receiver.rawValue).\(spec.luaName) is not in the definition file")
                // `fun(self: any, collectionView: CollectionView, section: integer): integer`
                let list = field?.type.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" } ?? ""
                let declared = list.split(separator: ",").map { $0.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces) }
                // The callbacks of the transitioning delegate, the animator and the interaction
                // controller have no subject before their parameters.
                let subject: [String] = switch spec.receiver {
                case .collectionDataSource, .collectionDelegate: ["collectionView"]
                case .scrollViewDelegate: ["scrollView"]
                case .presentationControllerDelegate: ["presentedViewController"]
                case .splitDelegate: ["splitViewController"]
                case .navigationDelegate: ["navigationController"]
                case .transitioningDelegate, .animator, .interactionController: []
                default: ["pageViewController"]
                }
                #expect(declared == ["self"] + subject + parameters, "\(spec.receiver.rawValue).\(spec.luaName)'s parameters")
            case .view, .app:
                continue        // recorded, not implemented by scripts
            }
        }
    }
}
