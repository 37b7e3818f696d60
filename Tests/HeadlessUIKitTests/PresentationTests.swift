import Testing
@testable import HeadlessUIKit

/// A presentation delegate that answers `shouldDismiss` as told and records nothing itself:
/// the engine traces its calls.
final class SheetDelegate: CallbackReceiver {
    let traceName = "Delegate"
    var allows = true
    var heard: [String] = []
    func implements(_ callback: Callback.Name) -> Bool { true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        switch callback.name {
        case .presentationControllerShouldDismiss: heard.append("should"); return .flag(allows)
        case .presentationControllerWillDismiss: heard.append("will")
        case .presentationControllerDidDismiss: heard.append("did")
        case .presentationControllerDidAttemptToDismiss: heard.append("attempt")
        default: break
        }
        return .nothing
    }
}

@Suite("Presentation styles and interactive dismissal (S8, S9)")
struct PresentationTests {
    func appearance(_ app: App) -> [String] { app.recent.filter { $0.contains("ppear") && !$0.contains("IsAppearing") } }

    /// Presents and dismisses a controller of `style` from the root; the appearance events.
    func presentAndDismiss(_ style: ModalPresentationStyle) throws -> [String] {
        let app = App()
        let root = try onScreen(app)
        let modal = ViewController(app: app, name: "Modal")
        modal.modalPresentationStyle = style
        root.present(modal, animated: false, completion: nil)
        try app.run()
        #expect(root.appearState == (style.coversPresenter ? .disappeared : .appeared))
        modal.dismiss(animated: false, completion: nil)
        try app.run()
        #expect(root.appearState == .appeared)
        #expect(root.presentedViewController == nil)
        return appearance(app)
    }

    @Test("S8: only fullScreen and currentContext make the covered controller disappear")
    func styles() throws {
        let covered = [
            "Root viewWillDisappear(false)", "Modal viewWillAppear(false)", "Root viewDidDisappear(false)", "Modal viewDidAppear(false)",
            "Modal viewWillDisappear(false)", "Root viewWillAppear(false)", "Modal viewDidDisappear(false)", "Root viewDidAppear(false)",
        ]
        let kept = ["Modal viewWillAppear(false)", "Modal viewDidAppear(false)", "Modal viewWillDisappear(false)", "Modal viewDidDisappear(false)"]
        for style in ModalPresentationStyle.allCases {
            #expect(try presentAndDismiss(style) == (style.coversPresenter ? covered : kept), "\(style)")
        }
        #expect(ModalPresentationStyle.allCases.filter(\.coversPresenter) == [.fullScreen, .currentContext])
    }

    @Test("S8: a context style covers the nearest ancestor defining the context, else the root, with its children")
    func contexts() throws {
        let app = App()
        let top = ViewController(app: app, name: "Top")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: top)
        let tabs = try TabBarController(app: app, name: "Tabs", viewControllers: [nav])
        try app.window.setRootViewController(tabs)
        try app.run()
        #expect(top.presentationContext(for: .currentContext) === tabs)   // nobody defines one: the root
        #expect(top.presentationContext(for: .pageSheet) === tabs)      // W2: every style ends at the top of the parents
        nav.definesPresentationContext = true
        #expect(top.presentationContext(for: .overCurrentContext) === nav)
        app.mark()
        let modal = ViewController(app: app, name: "Modal")
        modal.modalPresentationStyle = .currentContext
        top.present(modal, animated: false, completion: nil)
        try app.run()
        #expect(modal.presentingViewController === nav)
        #expect(nav.presentedViewController === modal)
        #expect(appearance(app) == [
            "Nav viewWillDisappear(false)", "Top viewWillDisappear(false)", "Modal viewWillAppear(false)",
            "Nav viewDidDisappear(false)", "Top viewDidDisappear(false)", "Modal viewDidAppear(false)",
        ])
        #expect(tabs.appearState == .appeared)
        #expect(app.trace.events.first { $0.text == "Nav viewWillDisappear(false)" }?.rule == .S8)
        #expect(top.presentedViewController === modal)          // W2: what its parent presents
        #expect(top.presentingViewController == nil)
        app.mark()
        top.dismiss(animated: false, completion: nil)           // W2: dismisses what its parent presents
        try app.run()
        #expect(top.appearState == .appeared && nav.presentedViewController == nil)
        app.mark()
        modal.dismiss(animated: false, completion: nil)         // presented no more: nothing
        try app.run()
        #expect(app.recent.isEmpty)
    }

    func sheetOnScreen(_ app: App) throws -> (ViewController, ViewController, SheetDelegate) {
        let root = try onScreen(app)
        let sheet = ViewController(app: app, name: "Sheet")
        let delegate = SheetDelegate()
        sheet.presentationDelegate = delegate
        root.present(sheet, animated: false, completion: nil)
        try app.run()
        app.mark()
        return (root, sheet, delegate)
    }

    @Test("S9: a cancelled swipe: shouldDismiss, willDismiss, viewWillDisappear, then the sheet appears again")
    func cancelled() throws {
        let app = App()
        let (root, sheet, delegate) = try sheetOnScreen(app)
        #expect(sheet.beginInteractiveDismissal())
        #expect(sheet.isBeingDismissed)
        sheet.cancelInteractiveDismissal()
        try app.run()
        #expect(app.recent == [
            "Delegate presentationControllerShouldDismiss", "Delegate presentationControllerWillDismiss",
            "Sheet viewWillDisappear(true)", "Sheet viewWillAppear(true)", "Sheet viewIsAppearing(true)", "Sheet viewDidAppear(true)",
        ])
        #expect(delegate.heard == ["should", "will"])
        #expect(root.presentedViewController === sheet && !sheet.isBeingDismissed && sheet.appearState == .appeared)
        #expect(app.trace.sinceMark.allSatisfy { $0.rule == .S9 || $0.rule == .A8 })
    }

    @Test("S9: a completed swipe: viewDidDisappear, then didDismiss; the presenter hears nothing")
    func completed() throws {
        let app = App()
        let (root, sheet, delegate) = try sheetOnScreen(app)
        sheet.beginInteractiveDismissal()
        sheet.finishInteractiveDismissal()
        try app.run()
        #expect(app.recent == [
            "Delegate presentationControllerShouldDismiss", "Delegate presentationControllerWillDismiss",
            "Sheet viewWillDisappear(true)", "Sheet viewDidDisappear(true)", "Delegate presentationControllerDidDismiss",
        ])
        #expect(delegate.heard == ["should", "will", "did"])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && sheet.view.superview == nil)
    }

    @Test("S9: isModalInPresentation or shouldDismiss false refuses with didAttemptToDismiss; dismiss tells the delegate nothing")
    func refused() throws {
        let app = App()
        let (root, sheet, delegate) = try sheetOnScreen(app)
        sheet.isModalInPresentation = true
        #expect(!sheet.beginInteractiveDismissal())
        #expect(app.recent == ["Delegate presentationControllerDidAttemptToDismiss"])
        sheet.isModalInPresentation = false
        delegate.allows = false
        app.mark()
        #expect(!sheet.beginInteractiveDismissal())
        #expect(app.recent == ["Delegate presentationControllerShouldDismiss", "Delegate presentationControllerDidAttemptToDismiss"])
        #expect(sheet.appearState == .appeared)
        app.mark()
        sheet.dismiss(animated: false, completion: nil)
        try app.run()
        #expect(app.recent == ["Sheet viewWillDisappear(false)", "Sheet viewDidDisappear(false)"])
        #expect(root.presentedViewController == nil)
        let cover = ViewController(app: app, name: "Cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false, completion: nil)
        try app.run()
        app.mark()
        #expect(!cover.beginInteractiveDismissal())      // only sheets can be swiped
        #expect(app.recent.isEmpty)
    }
}
