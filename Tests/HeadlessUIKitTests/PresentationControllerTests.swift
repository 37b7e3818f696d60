import Testing
@testable import HeadlessUIKit

/// A custom presentation controller written in Swift, as an app subclasses UIKit's: a card
/// over the bottom 200 points, noting the calls it gets.
private final class CardPresentation: PresentationController {
    var heard: [String] = []
    var removesPresenter = false
    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        return Rect(x: 0, y: bounds.size.height - 200, width: bounds.size.width, height: 200)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() { heard.append("willBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { heard.append("didEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { heard.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { heard.append("dismissalDidEnd(\(completed))") }
}

/// A transitioning delegate that gives a card presentation controller.
private final class CardDelegate: CallbackReceiver {
    let traceName = "Cards"
    var made: CardPresentation?
    var removesPresenter = false
    func implements(_ callback: Callback.Name) -> Bool { callback == .presentationControllerForPresented }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        guard let presented = callback.controller("presented") else { return .nothing }
        let card = CardPresentation(presentedViewController: presented, presenting: callback.controller("presenting"), name: "Card")
        card.removesPresenter = removesPresenter
        made = card
        return .receiver(card)
    }
}

/// An adaptive delegate that answers `style` and notes what it hears.
private final class AdaptiveDelegate: CallbackReceiver {
    let traceName = "Adapt"
    var style: String?
    var heard: [Callback.Name] = []
    func implements(_ callback: Callback.Name) -> Bool {
        callback != .adaptivePresentationStyleForTraitCollection || style != nil
    }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        heard.append(callback.name)
        return callback.spec.returns == .presentationStyle ? style.map { .text($0) } ?? .nothing : .nothing
    }
}

@Suite("Presentation controllers (rules M1-M3)")
@MainActor
struct PresentationControllerTests {
    /// A controller of style custom whose transitioning delegate gives a card presentation
    /// controller; the delegate is held by the test, as an app holds its own.
    private func customSheet(_ app: App) -> (ViewController, CardDelegate) {
        let sheet = ViewController(app: app, name: "Sheet")
        sheet.modalPresentationStyle = .custom
        let delegate = CardDelegate()
        sheet.transitioningDelegate = delegate
        return (sheet, delegate)
    }

    @Test("M1: a custom presentation controller from the transitioning delegate: its calls around viewWillAppear and viewDidAppear, its container and frame")
    func customPresentation() throws {
        let app = App()
        let root = try onScreen(app)
        let (sheet, delegate) = customSheet(app)
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        try app.settle()
        let card = try #require(delegate.made)
        #expect(completed)
        #expect(sheet.presentationController === card)
        #expect(card.heard == ["willBegin", "didEnd(true)"])
        #expect(sheet.view.superview === card.containerView)
        #expect(card.containerView?.superview === app.window)
        #expect(sheet.view.frame == Rect(x: 0, y: 467, width: 375, height: 200))
        #expect(root.appearState == .appeared)
        let texts = app.recent
        let order = ["Cards presentationControllerForPresented(Sheet, Root, Root)", "Card shouldRemovePresentersView",
                     "Sheet viewWillAppear(true)", "Card presentationTransitionWillBegin", "Card containerViewWillLayoutSubviews",
                     "Card frameOfPresentedViewInContainerView", "Card containerViewDidLayoutSubviews", "Sheet viewDidAppear(true)",
                     "Card presentationTransitionDidEnd(true)"]
        #expect(order.allSatisfy(texts.contains))
        #expect(order.compactMap { texts.firstIndex(of: $0) } == order.compactMap { texts.firstIndex(of: $0) }.sorted())
        #expect(!app.tap(root.view))          // the container takes it
        app.mark()
        sheet.dismiss(animated: true, completion: nil)
        try app.settle()
        #expect(card.heard.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(card.containerView == nil)
        #expect(!app.recent.contains("Root viewWillAppear(true)"))
        #expect(app.tap(root.view))
    }

    @Test("M1: shouldRemovePresentersView true: the presenter disappears and leaves the window, and comes back before the dismissal's will-begin")
    func removesPresentersView() throws {
        let app = App()
        let root = try onScreen(app)
        let (sheet, delegate) = customSheet(app)
        delegate.removesPresenter = true
        root.present(sheet, animated: false, completion: nil)
        try app.settle()
        #expect(root.appearState == .disappeared)
        #expect(root.view.window == nil)
        sheet.dismiss(animated: false, completion: nil)
        try app.settle()
        #expect(root.view.window === app.window)
        #expect(root.appearState == .appeared)
        let texts = app.recent
        let willAppear = try #require(texts.firstIndex(of: "Root viewWillAppear(false)"))
        let willBegin = try #require(texts.firstIndex(of: "Card dismissalTransitionWillBegin"))
        #expect(willAppear < willBegin)
    }

    @Test("M1: without a custom controller from the delegate, a custom presentation gets a plain one whose calls are not traced")
    func plainCustom() throws {
        let app = App()
        let root = try onScreen(app)
        let sheet = ViewController(app: app, name: "Sheet")
        sheet.modalPresentationStyle = .custom
        root.present(sheet, animated: false, completion: nil)
        try app.settle()
        #expect(!sheet.presentationController.isCustom)
        #expect(!app.recent.contains { $0.contains("presentationTransition") })
        #expect(sheet.view.superview === app.window)
    }

    @Test("M2: a compact popover asks the delegate: none keeps it, fullScreen hides the presenter; no answer makes a sheet")
    func compactAdaptation() throws {
        let app = App()
        let root = try onScreen(app)
        let delegate = AdaptiveDelegate()
        for (answer, expected, presenterStays) in [("none", ModalPresentationStyle.popover, true), ("fullScreen", .fullScreen, false),
                                                   (nil, .pageSheet, true)] as [(String?, ModalPresentationStyle, Bool)] {
            let pop = ViewController(app: app, name: "Pop")
            pop.modalPresentationStyle = .popover
            delegate.style = answer
            delegate.heard = []
            pop.presentationDelegate = delegate
            root.present(pop, animated: false, completion: nil)
            try app.settle()
            #expect(pop.presentationController.presentationStyle == expected)
            #expect((root.appearState == .appeared) == presenterStays)
            #expect(delegate.heard.first == (answer == nil ? .adaptivePresentationStyle : .adaptivePresentationStyleForTraitCollection))
            #expect(delegate.heard.last == .presentationControllerWillPresentWithAdaptiveStyle)
            pop.dismiss(animated: false, completion: nil)
            try app.settle()
            #expect(root.appearState == .appeared)
        }
    }

    @Test("M2: in a regular width a popover stays one and the delegate is not asked")
    func regularPopover() throws {
        let app = App()
        let root = try onScreen(app)
        try app.setSize(Size(width: 1024, height: 1366))
        try app.settle()
        let delegate = AdaptiveDelegate()
        delegate.style = "fullScreen"
        let pop = ViewController(app: app, name: "Pop")
        pop.modalPresentationStyle = .popover
        pop.presentationDelegate = delegate
        root.present(pop, animated: false, completion: nil)
        try app.settle()
        #expect(pop.presentationController.presentationStyle == .popover)
        #expect(delegate.heard.isEmpty)
        #expect(root.appearState == .appeared)
    }

    @Test("M3: detents: heights, a script's change tells nobody, the user's drag tells the delegate; the dimming view and the presenter's taps")
    func detents() throws {
        let app = App()
        let root = try onScreen(app)
        let sheet = ViewController(app: app, name: "Sheet")
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large(), .custom(identifier: .init(rawValue: "peek")) { $0.maximumDetentValue / 4 }]
        #expect(controller.currentDetentIdentifier.rawValue == "peek")
        let delegate = AdaptiveDelegate()
        sheet.presentationDelegate = delegate
        root.present(sheet, animated: false, completion: nil)
        try app.settle()
        #expect(sheet.view.frame == Rect(x: 0, y: 500.25, width: 375, height: 166.75))
        // A sheet in a compact width asked the delegate how to adapt (rule M2); from here on,
        // only the detent's change counts.
        #expect(delegate.heard == [.adaptivePresentationStyle, .presentationControllerWillPresentWithAdaptiveStyle])
        delegate.heard = []
        controller.selectedDetentIdentifier = .medium
        #expect(sheet.view.frame.size.height == 333.5)
        #expect(delegate.heard.isEmpty)
        #expect(!app.tap(root.view))
        controller.largestUndimmedDetentIdentifier = .medium
        #expect(app.tap(root.view))
        try controller.drag(to: .large)
        try app.settle()
        #expect(delegate.heard == [.sheetPresentationControllerDidChangeSelectedDetentIdentifier])
        #expect(sheet.view.frame.size.height == 667)
        #expect(!app.tap(root.view))
        #expect(throws: EngineError.self) { try controller.drag(to: .init(rawValue: "nowhere")) }
        controller.detents = []
        #expect(controller.detents.count == 3)
        #expect(app.recent.contains { $0.contains("must not be empty") })
    }
}

/// Presentations on screen across a size transition (rules M1-M3 with E1).
@Suite("Presentation controllers across size changes (rules M1-M3)")
@MainActor
struct PresentationResizeTests {
    @Test("M2: a regular-width popover on screen adapts when the width turns compact (fullScreen hides the presenter), and back")
    func adaptsWhileOnScreen() throws {
        let app = App()
        try app.setSize(Size(width: 1024, height: 1366))
        let root = try onScreen(app)
        let delegate = AdaptiveDelegate()
        delegate.style = "fullScreen"
        let pop = ViewController(app: app, name: "Pop")
        pop.modalPresentationStyle = .popover
        pop.presentationDelegate = delegate
        root.present(pop, animated: false, completion: nil)
        try app.settle()
        #expect(delegate.heard.isEmpty)
        try app.setSize(Size(width: 375, height: 667))
        try app.settle()
        #expect(pop.presentationStyleInEffect == .fullScreen)
        #expect(delegate.heard == [.adaptivePresentationStyleForTraitCollection, .presentationControllerWillPresentWithAdaptiveStyle])
        #expect(root.appearState == .disappeared)
        try app.setSize(Size(width: 1024, height: 1366))
        try app.settle()
        #expect(pop.presentationStyleInEffect == .popover)
        #expect(root.appearState == .appeared)
        #expect(delegate.heard.last == .presentationControllerWillPresentWithAdaptiveStyle)
    }

    @Test("M3: a sheet at a custom detent keeps its share of the window after a rotation")
    func sheetRefits() throws {
        let app = App()
        let root = try onScreen(app)
        let sheet = ViewController(app: app, name: "Sheet")
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.custom { $0.maximumDetentValue / 2 }]
        root.present(sheet, animated: false, completion: nil)
        try app.settle()
        try app.setSize(Size(width: 667, height: 375))
        try app.settle()
        #expect(sheet.view.frame == Rect(x: 0, y: 187.5, width: 667, height: 187.5))
    }
}
