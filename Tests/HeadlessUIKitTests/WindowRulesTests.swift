import Testing
@testable import HeadlessUIKit

/// A controller that notes, in its appearance callbacks, whether its view is in the window
/// and the top of its safe area.
private final class Probe: ViewController {
    var notes: [String] = []

    private func note(_ what: String) {
        notes.append("\(what) \(view.window == nil ? "out" : "in") \(view.safeAreaInsets.top)")
    }

    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { note("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }

    /// The notes so far, forgotten.
    func take() -> [String] {
        defer { notes = [] }
        return notes
    }
}

/// A presentation delegate that reads the presented controller's coordinator when the swipe
/// is allowed.
private final class CoordinatorReader: CallbackReceiver {
    let traceName = "Reader"
    var interactive: Bool?
    var changedCancelled: Bool?
    var completedCancelled: Bool?

    func implements(_ callback: Callback.Name) -> Bool { callback == .presentationControllerWillDismiss }

    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        guard let presented = sender as? ViewController, let coordinator = presented.transitionCoordinator else { return .nothing }
        interactive = coordinator.isInteractive
        coordinator.notifyWhenInteractionChanges { [unowned self] in changedCancelled = $0.isCancelled }
        coordinator.animateAlongsideTransition(nil) { [unowned self] in completedCancelled = $0.isCancelled }
        return .nothing
    }
}

@Suite("Views in the window (W1-W4)")
struct WindowRulesTests {
    /// A navigation controller on screen as the window's root, with a probe `Home` as its root,
    /// settled and its notes taken.
    private func stackOnScreen(_ app: App) throws -> (NavigationController, Probe) {
        let home = Probe(app: app, name: "Home")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: home)
        try app.window.setRootViewController(nav)
        try app.settle()
        _ = home.take()
        return (nav, home)
    }

    @Test("W1: the root's viewWillAppear runs before its view is in the window; viewIsAppearing and viewDidAppear after")
    func rootEntersAfterWillAppear() throws {
        let app = App()
        let root = Probe(app: app, name: "Root")
        try app.window.setRootViewController(root)
        try app.settle()
        #expect(root.take() == ["willAppear out 0.0", "isAppearing in 20.0", "didAppear in 20.0"])
        try app.window.setRootViewController(ViewController(app: app, name: "Next"))
        try app.settle()
        #expect(root.take() == ["willDisappear in 20.0", "didDisappear out 0.0"])
    }

    @Test("W1: a push, a pop and a child added by its container bring the view in after viewWillAppear")
    func containersEnterAfterWillAppear() throws {
        let app = App()
        let (nav, home) = try stackOnScreen(app)
        let detail = Probe(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: true)
        try app.settle()
        #expect(detail.take() == ["willAppear out 0.0", "isAppearing in 64.0", "didAppear in 64.0"])
        #expect(home.take() == ["willDisappear in 64.0", "didDisappear out 0.0"])
        let child = Probe(app: app, name: "Child")
        try contain(child, in: detail)
        try app.settle()
        #expect(child.take() == ["willAppear out 0.0", "isAppearing in 64.0", "didAppear in 64.0"])
        #expect(app.trace.events.contains { $0.text == "Child viewWillAppear(false)" && $0.rule == .A5 })
    }

    @Test("W1, F1: a field asked to take focus while its view is on its way into the window takes it once there")
    func focusPromotedOnEntry() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        let field = TextField(app: app, name: "Field")
        try root.view.addSubview(field)
        let overrides = FocusOnAppear(field: field)
        app.runtime.dispatcher.overrides = overrides
        try app.window.setRootViewController(root)
        #expect(overrides.answer == true)
        #expect(overrides.focusedAtOnce == false)
        #expect(field.isFirstResponder)
        #expect(app.trace.texts.suffix(3) == ["Root viewWillAppear(false)", "Field becomeFirstResponder", "app keyboardWillShow"])
        let late = TextField(app: app, name: "Late")
        #expect(!late.becomeFirstResponder())     // off the window and not arriving: refused
    }

    @Test("W2: a child's fullScreen presentation is the root's; the root's view leaves the window on completion and returns as the dismissal begins")
    func coveredViewLeavesTheWindow() throws {
        let app = App()
        let (nav, home) = try stackOnScreen(app)
        let modal = ViewController(app: app, name: "Modal")
        modal.modalPresentationStyle = .fullScreen
        home.present(modal, animated: true, completion: nil)
        #expect(nav.view.window != nil)
        try app.settle()
        #expect(modal.presentingViewController === nav && nav.presentedViewController === modal && home.presentedViewController === modal)
        #expect(nav.view.window == nil && nav.view.superview == nil)
        #expect(home.take() == ["willDisappear in 64.0", "didDisappear out 0.0"])
        #expect(app.trace.events.contains { $0.text == "Nav viewWillDisappear(true)" && $0.rule == .S5 })
        home.dismiss(animated: true, completion: nil)
        #expect(nav.view.superview === app.window && app.window.subviews.first === nav.view)
        try app.settle()
        #expect(home.take() == ["willAppear out 0.0", "isAppearing in 64.0", "didAppear in 64.0"])
        #expect(nav.presentedViewController == nil && modal.presentingViewController == nil)
    }

    @Test("W2: over styles and sheets leave the presenter's view in the window")
    func overStylesKeepTheView() throws {
        for style in ModalPresentationStyle.allCases where !style.coversPresenter {
            let app = App()
            let root = try onScreen(app)
            let modal = ViewController(app: app, name: "Modal")
            modal.modalPresentationStyle = style
            root.present(modal, animated: false, completion: nil)
            try app.settle()
            #expect(root.view.window != nil, "\(style)")
        }
    }

    @Test("W2: descendants of a presented controller answer its presenter, and dismissing from one dismisses it")
    func descendantsOfPresented() throws {
        let app = App()
        let root = try onScreen(app)
        let list = ViewController(app: app, name: "List")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: list)
        root.present(nav, animated: false, completion: nil)
        try app.settle()
        #expect(list.presentingViewController === root && nav.presentingViewController === root)
        #expect(root.presentingViewController == nil && list.presentedViewController == nil)
        list.dismiss(animated: false, completion: nil)
        try app.settle()
        #expect(root.presentedViewController == nil && list.presentingViewController == nil)
    }

    @Test("W3: a sheet's swipe has an interactive coordinator in presentationControllerWillDismiss; a spring-back is cancelled")
    func sheetSwipeCoordinator() throws {
        let app = App()
        let root = try onScreen(app)
        let sheet = ViewController(app: app, name: "Sheet")
        root.present(sheet, animated: false, completion: nil)
        try app.settle()
        let reader = CoordinatorReader()
        sheet.presentationDelegate = reader
        #expect(sheet.beginInteractiveDismissal())
        #expect(reader.interactive == true)
        sheet.cancelInteractiveDismissal()
        #expect(reader.changedCancelled == true && reader.completedCancelled == true)
        #expect(app.trace.events.contains { $0.text == "Reader presentationControllerWillDismiss" && $0.rule == .S9 })
        #expect(sheet.beginInteractiveDismissal())
        sheet.finishInteractiveDismissal()
        #expect(reader.changedCancelled == false && reader.completedCancelled == false)
        #expect(root.presentedViewController == nil)
    }

    @Test("W4: a controller covered during a rotation gets viewWillTransitionToSize just before its next viewWillAppear")
    func missedRotation() throws {
        let app = App()
        let home = ViewController(app: app, name: "Home")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: home)
        try app.window.setRootViewController(nav)
        try app.settle()
        let detail = ViewController(app: app, name: "Detail")
        try nav.pushViewController(detail, animated: false)
        try app.settle()
        app.mark()
        try app.rotate(to: .landscape)
        try app.settle()
        #expect(!app.recent.contains { $0.hasPrefix("Home viewWillTransitionToSize") })
        app.mark()
        nav.popViewController(animated: true)
        try app.settle()
        let sizes = app.trace.sinceMark.filter { $0.text.hasPrefix("Home viewWillTransitionToSize") }
        #expect(sizes.map(\.rule) == [.W4])
        let index = app.recent.firstIndex { $0.hasPrefix("Home viewWillTransitionToSize") }
        #expect(index.map { app.recent[$0 + 1] } == "Home viewWillAppear(true)")
        app.mark()
        try nav.pushViewController(ViewController(app: app, name: "Again"), animated: false)
        nav.popViewController(animated: false)
        try app.settle()
        #expect(!app.recent.contains { $0.contains("viewWillTransitionToSize") })     // heard already: nothing
    }
}

/// Overrides `viewWillAppear` of every controller: the field asks for focus.
private final class FocusOnAppear: CallbackOverriding {
    let field: TextField
    var answer: Bool?
    var focusedAtOnce: Bool?

    init(field: TextField) { self.field = field }

    func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
        guard callback.name == .viewWillAppear else { return nil }
        answer = field.becomeFirstResponder()
        focusedAtOnce = field.isFirstResponder
        return .nothing
    }

    func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? { nil }
}
