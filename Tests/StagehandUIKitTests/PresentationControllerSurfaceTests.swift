import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A dimmed card over the bottom half of the screen, written as an app writes one.
final class HalfCardPresentationController: UIPresentationController {
    var events: [String] = []
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        events.append("willBegin")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("didEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { events.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { events.append("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The transitioning delegate that vends it, and an adaptive delegate for sheets.
final class HalfCardTransitions: UIViewControllerTransitioningDelegate, UISheetPresentationControllerDelegate {
    var card: HalfCardPresentationController?
    var detentChanges = 0
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let card = HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
        self.card = card
        return card
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        detentChanges += 1
    }
}

@MainActor
@Suite("StagehandUIKit: presentation controllers (rules M1-M3)")
struct PresentationControllerSurfaceTests {
    @Test("M1: a UIPresentationController subclass from the transitioning delegate manages a .custom presentation")
    func customSubclass() throws {
        let app = App()
        let transitions = HalfCardTransitions()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transitions
            #expect(card.transitioningDelegate === transitions)
            var presented = false
            root.present(card, animated: true) { presented = true }
            try app.settle()
            let controller = try #require(transitions.card)
            #expect(presented)
            #expect(card.presentationController === controller)
            #expect(controller.events == ["willBegin", "didEnd(true)"])
            #expect(card.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
            #expect(card.view.superview === controller.containerView)
            #expect(app.recent.contains("HalfCardPresentationController presentationTransitionWillBegin"))
            #expect(app.rules(of: "HalfCardPresentationController presentationTransitionDidEnd") == [.M1])
            card.dismiss(animated: true)
            try app.settle()
            #expect(controller.events.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd(true)"])
            #expect(root.presentedViewController == nil)
        }
    }

    @Test("M3: a sheet's detents through UISheetPresentationController; the delegate hears the user's drag only")
    func sheetDetents() throws {
        let app = App()
        let transitions = HalfCardTransitions()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let sheet = UIViewController()
            let controller = try #require(sheet.sheetPresentationController)
            controller.detents = [.medium(), .large(), .custom(identifier: .init("peek")) { context in context.maximumDetentValue / 4 }]
            controller.prefersGrabberVisible = true
            controller.delegate = transitions
            #expect(controller.delegate === transitions)
            #expect(controller.detents.map(\.identifier) == [.medium, .large, .init("peek")])
            root.present(sheet, animated: false)
            try app.settle()
            #expect(sheet.view.frame.height == 166.75)
            controller.animateChanges { controller.selectedDetentIdentifier = .medium }
            try app.settle()
            #expect(sheet.view.frame.height == 333.5)
            #expect(transitions.detentChanges == 0)
            try #require(controller.enginePresentation as? SheetPresentationController).drag(to: .large)    // the user
            #expect(transitions.detentChanges == 1)
        }
    }
}
