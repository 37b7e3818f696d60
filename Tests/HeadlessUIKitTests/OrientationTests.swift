import Testing
@testable import HeadlessUIKit

/// A controller that supports `supported`, prefers `preferred`, turns when `autorotates`, and,
/// when `traced`, says it implements the questions so that they are sent and traced.
private final class Oriented: ViewController {
    var supported: InterfaceOrientationMask = .all
    var preferred: InterfaceOrientation?
    var autorotates = true
    var traced = false
    override var supportedInterfaceOrientations: InterfaceOrientationMask { supported }
    override var shouldAutorotate: Bool { autorotates }
    override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        preferred ?? super.preferredInterfaceOrientationForPresentation
    }
    override func responds(to callback: Callback.Name) -> Bool {
        traced && [.supportedInterfaceOrientations, .shouldAutorotate, .preferredInterfaceOrientationForPresentation].contains(callback)
    }
}

/// A container delegate traced as "Delegate" that answers every orientation question with
/// `supported` and `preferred`.
private final class OrientationDelegate: CallbackReceiver {
    let traceName = "Delegate"
    var supported: InterfaceOrientationMask = .portrait
    var preferred: InterfaceOrientation = .portrait
    func implements(_ callback: Callback.Name) -> Bool { callback.spec.returns == .orientationMask || callback.spec.returns == .interfaceOrientation }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        callback.spec.returns == .orientationMask ? .number(Double(supported.rawValue)) : .text(preferred.rawValue)
    }
}

@Suite("Supported interface orientations (E6)")
struct OrientationTests {
    /// `controller` as the window's root, settled, the trace marked.
    private func onScreen(_ app: App, _ controller: ViewController) throws {
        try app.window.setRootViewController(controller)
        try app.settle()
        app.mark()
    }

    /// A root named Root that supports portrait only, on screen, the trace marked.
    private func portraitRoot(_ app: App) throws -> Oriented {
        let root = Oriented(app: app, name: "Root")
        root.supported = .portrait
        try onScreen(app, root)
        return root
    }

    @Test("E6: masks have UIKit's bits and names; a window shape is supported by either orientation of that shape")
    func masks() {
        #expect(InterfaceOrientationMask.portrait.rawValue == 2 && InterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(InterfaceOrientationMask.all.rawValue == 30 && InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(InterfaceOrientationMask(name: "landscape") == [.landscapeLeft, .landscapeRight])
        #expect(InterfaceOrientationMask([.portrait, .landscapeLeft]).name == "portrait+landscapeLeft")
        #expect(InterfaceOrientationMask.landscapeLeft.supports(.landscape) && !InterfaceOrientationMask.landscapeLeft.supports(.portrait))
        #expect(InterfaceOrientationMask.idiomDefault(for: Size(width: 375, height: 667)) == .allButUpsideDown)
        #expect(InterfaceOrientationMask.idiomDefault(for: Size(width: 1024, height: 768)) == .all)
    }

    @Test("E6: a root that does not support landscape keeps the window; its questions are traced only when it implements them")
    func refusal() throws {
        let app = App()
        let root = try portraitRoot(app)
        #expect(try app.rotate(to: .landscape) == "landscape is not supported (Root supports portrait, the app allButUpsideDown)")
        #expect(app.recent.isEmpty)
        #expect(app.orientation == .portrait)
        root.traced = true
        root.autorotates = false
        #expect(try app.rotate(to: .landscape) == "Root.shouldAutorotate is false")
        #expect(app.recent == ["Root shouldAutorotate"])
        #expect(app.trace.sinceMark.first?.rule == .E6)
        root.autorotates = true
        root.supported = .all
        app.mark()
        #expect(try app.rotate(to: .landscape) == nil)
        #expect(app.recent.filter { !$0.contains("TraitCollection") }.prefix(3)
            == ["Root shouldAutorotate", "Root supportedInterfaceOrientations", "Root viewWillTransitionToSize(667 x 375)"])
    }

    @Test("E6: the app's list limits every controller, and a refused turn happens once the decider allows it")
    func appListAndDeviceOrientation() throws {
        let app = App()
        let root = Oriented(app: app, name: "Root")
        try onScreen(app, root)
        app.supportedInterfaceOrientations = .portrait
        #expect(try app.rotate(to: .landscape) == "landscape is not supported (Root supports all, the app portrait)")
        app.supportedInterfaceOrientations = .allButUpsideDown    // the device is still turned
        try app.settle()
        #expect(app.orientation == .landscape)
        root.supported = .portrait
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        try app.settle()
        #expect(app.orientation == .portrait)
    }

    @Test("E6: the decider is the topmost full-screen presented controller; a sheet does not decide")
    func decider() throws {
        let app = App()
        let root = Oriented(app: app, name: "Root")
        try onScreen(app, root)
        let sheet = Oriented(app: app, name: "Sheet")
        sheet.supported = .portrait
        root.present(sheet, animated: false, completion: nil)
        try app.settle()
        #expect(app.runtime.orientationDecider === root)
        #expect(try app.rotate(to: .landscape) == nil)
        try app.settle()
        try app.rotate(to: .portrait)
        try app.settle()
        let cover = Oriented(app: app, name: "Cover")
        cover.supported = .portrait
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: false, completion: nil)
        try app.settle()
        #expect(app.runtime.orientationDecider === cover)
        #expect(try app.rotate(to: .landscape) != nil)
    }

    @Test("E6: a full-screen presentation turns the window to the presented controller's preferred orientation first; its dismissal turns it back")
    func presentationTurns() throws {
        let app = App()
        let root = try portraitRoot(app)
        let player = Oriented(app: app, name: "Player")
        player.supported = .landscape
        player.preferred = .landscapeLeft
        player.traced = true
        player.modalPresentationStyle = .fullScreen
        root.present(player, animated: true, completion: nil)
        try app.settle()
        let turned = app.recent.filter { $0.contains("Orientation") || $0.contains("TransitionToSize") || $0.contains("Player viewWillAppear") }
        #expect(turned == ["Player preferredInterfaceOrientationForPresentation", "Player supportedInterfaceOrientations",
                           "Root viewWillTransitionToSize(667 x 375)", "Player viewWillAppear(true)"])
        #expect(app.orientation == .landscape)
        app.mark()
        root.dismiss(animated: true, completion: nil)
        try app.settle()
        #expect(app.orientation == .portrait)
        #expect(app.recent.contains("Root viewWillTransitionToSize(375 x 667)"))
    }

    @Test("E6: a navigation, tab bar, split or page view controller answers through its delegate, never through its child")
    func containerDelegates() throws {
        let app = App()
        let top = Oriented(app: app, name: "Top")
        top.supported = .portrait
        top.traced = true
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: top)
        try onScreen(app, nav)
        #expect(try app.rotate(to: .landscape) == nil)    // the device's default, not Top's
        #expect(!app.recent.contains("Top supportedInterfaceOrientations"))
        try app.settle()
        try app.rotate(to: .portrait)
        try app.settle()
        let delegate = OrientationDelegate()
        let containers: [ViewController] = [
            nav,
            try TabBarController(app: app, name: "Tabs", viewControllers: [ViewController(app: app, name: "Tab")]),
            try SplitViewController(app: app, name: "Split", primary: ViewController(app: app, name: "List"),
                                    secondary: ViewController(app: app, name: "Detail")),
            PageViewController(app: app, name: "Pages"),
        ]
        (containers[0] as? NavigationController)?.delegate = delegate
        (containers[1] as? TabBarController)?.delegate = delegate
        (containers[2] as? SplitViewController)?.delegate = delegate
        (containers[3] as? PageViewController)?.delegate = delegate
        let asked = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]
        for (container, prefix) in zip(containers, asked) {
            try onScreen(app, container)
            #expect(try app.rotate(to: .landscape) != nil)
            #expect(app.recent == ["Delegate \(prefix)SupportedInterfaceOrientations"])
            #expect(container.preferredInterfaceOrientationForPresentation == .portrait)
        }
    }
}
