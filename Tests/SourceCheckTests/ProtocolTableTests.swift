import Foundation
import HeadlessUIKit
@testable import SourceCheck
import SwiftParser
import SwiftSyntax
import XCTest

/// The source check's table of protocols is held to what it describes: StagehandUIKit's
/// protocol declarations (read from its source) and the engine's registry.
final class ProtocolTableTests: XCTestCase {
    /// Protocols StagehandUIKit declares for Stagehand's own objects, which apps use but do not
    /// adopt: nothing calls an app's implementation of them.
    private let implementedByStagehand: Set = [
        "UIViewControllerContextTransitioning", "UIViewControllerTransitionCoordinator",
        "UIViewControllerTransitionCoordinatorContext", "UISheetPresentationControllerDetentResolutionContext",
        // Animators' protocols, which UIViewPropertyAnimator implements (rule H1).
        "UIViewAnimating", "UIViewImplicitlyAnimating", "UITimingCurveProvider",
        // A controller's layout supports, which Stagehand makes (rule Y17), and Foundation's
        // key-value observing, which every NSObject adopts (rule O12).
        "UILayoutSupport", "_KeyValueCodingAndObserving",
        // Not UIKit's: what the source rewriter makes @objc protocols refine (rule O4), and
        // what it makes an override of NSObject's messaging adopt (rule O18).
        "SelectorTarget", "StagehandOverridable_NSObject_responds", "StagehandOverridable_NSObject_forwardingTarget",
        "UIContentContainer",
    ]

    private struct Declared { var refines: [String]; var requirements: Set<String> }

    /// Every public protocol in Sources/StagehandUIKit, with its methods' full names.
    private func stagehandUIKitProtocols() throws -> [String: Declared] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/StagehandUIKit").standardized
        var result: [String: Declared] = [:]
        for file in try SourceCheck.swiftFiles(in: [folder.path]) {
            let tree = Parser.parse(source: try String(contentsOfFile: file, encoding: .utf8))
            for case let item in tree.statements {
                guard let decl = item.item.as(ProtocolDeclSyntax.self),
                      decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }) else { continue }
                // `SelectorTarget` stands for NSObjectProtocol, which UIKit's protocols refine (rule O18).
                let refines = decl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription)
                    .filter { $0 != "AnyObject" && $0 != "SelectorTarget" } ?? []
                let methods = decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map {
                    $0.signature.parameterClause.parameters.fullName(of: $0.name.text)
                }
                result[decl.name.text] = Declared(refines: refines, requirements: Set(methods))
            }
        }
        return result
    }

    func testTheTableDescribesEveryProtocolAnAppAdoptsAsStagehandUIKitDeclaresIt() throws {
        let declared = try stagehandUIKitProtocols()
        XCTAssertFalse(declared.isEmpty, "StagehandUIKit's source was not found")
        let tabled = Set(UIKitProtocol.all.map(\.name))
        XCTAssertEqual(Set(declared.keys).subtracting(implementedByStagehand), tabled,
                       "every protocol StagehandUIKit declares is in the table or implemented by Stagehand")
        for p in UIKitProtocol.all {
            guard let d = declared[p.name] else { continue }
            XCTAssertEqual(d.refines, p.refines.map { [$0] } ?? [], "\(p.name) refines")
            let unmodelledDeclared = d.requirements.intersection(p.unmodelled.map(\.swift))
            XCTAssertEqual(Set(p.modelled), d.requirements.subtracting(unmodelledDeclared),
                           "\(p.name): the modelled requirements are exactly those StagehandUIKit declares and the engine calls")
        }
    }

    func testEveryUnmodelledMethodIsTheRegistrysWithItsSwiftName() {
        let receivers = Callback.Name.allCases.map(\.spec.receiver)
        for (index, receiver) in receivers.enumerated() where !receivers[..<index].contains(receiver) {
            guard let name = receiver.uikitProtocol, let p = UIKitProtocol.named(name) else { continue }
            XCTAssertEqual(Set(p.lineage.flatMap(\.unmodelled).map(\.lua)), Set(receiver.unmodelledMethods),
                           "\(name): the table's unmodelled methods are the registry's")
        }
        // And none is both called and not.
        for p in UIKitProtocol.all {
            XCTAssertTrue(Set(p.modelled).isDisjoint(with: p.unmodelled.map(\.swift)), p.name)
        }
    }
}
