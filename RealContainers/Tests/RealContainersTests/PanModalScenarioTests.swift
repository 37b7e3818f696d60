import Foundation
import HeadlessUIKit
@testable import PanModal
import StagehandTesting
import StagehandUIKit
import XCTest

/// A sheet's content as PanModal's README writes one: a controller that is
/// `PanModalPresentable`, 300 points tall in its short form, its table scrolling with the sheet.
final class SheetContent: UIViewController, @preconcurrency PanModalPresentable {
    let list = UIScrollView(frame: .zero)
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: 375, height: 2000)
        view.addSubview(list)
    }

    var panScrollable: UIScrollView? { list }
    var shortFormHeight: PanModalHeight { .contentHeight(300) }
    var longFormHeight: PanModalHeight { .maxHeight }
    func willTransition(to state: PanModalPresentationController.PresentationState) { events.append("willTransition \(state)") }
    func panModalWillDismiss() { events.append("panModalWillDismiss") }
    func panModalDidDismiss() { events.append("panModalDidDismiss") }
}

/// The controller that presents the sheet.
final class SheetHost: UIViewController {
    let sheet = SheetContent(nibName: nil, bundle: nil)
}

/// slackhq/PanModal, compiled as it is through the StagehandRewrite plugin, driven by
/// `scenarios/panmodal.lua`.
final class PanModalScenarioTests: XCTestCase {
    static func registerClasses() {
        let methods: [String: @MainActor @Sendable (SheetHost, ScriptArguments) -> Any?] = [
            "presentSheet": { host, _ in host.presentPanModal(host.sheet); return nil },
            "dismissSheet": { host, _ in host.sheet.dismiss(animated: true); return nil },
            "transitionToLongForm": { host, _ in host.sheet.panModalTransition(to: .longForm); return nil },
            "sheet": { host, _ in host.sheet },
            "presentsSheet": { host, _ in host.presentedViewController === host.sheet },
            "sheetTop": { host, _ in host.sheet.presentationController?.presentedView?.frame.minY ?? -1 },
            "events": { host, _ in host.sheet.events.joined(separator: ", ") },
            "scrollList": { host, arguments in host.sheet.list.contentOffset = CGPoint(x: 0, y: arguments.number(0) ?? 0); return nil },
            "listOffset": { host, _ in host.sheet.list.contentOffset.y },
            "maskEndsAt": { host, _ in
                let path = (host.sheet.presentationController?.presentedView?.layer.mask as? CAShapeLayer)?.path
                return path.map { "\($0.currentPoint.x),\($0.currentPoint.y)" } ?? "no mask"
            },
        ]
        Stagehand.register(SheetHost.self, as: "SheetHost", methods: methods) { SheetHost(nibName: nil, bundle: nil) }
        Stagehand.register(SheetContent.self, as: "SheetContent")
    }

    func testScenarios() {
        ScenarioRun.all("scenarios/panmodal.lua", registering: Self.registerClasses)
    }
}
