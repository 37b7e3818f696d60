import HeadlessUIKit
import StagehandUIKit
import Testing

/// A child whose overrides count their runs, and call super.
final class CountingChild: UIViewController {
    var didMoveRuns = 0
    override func didMove(toParent parent: UIViewController?) {
        didMoveRuns += 1
        super.didMove(toParent: parent)
    }
}

/// A child whose overrides forget super.
final class ForgetfulChild: UIViewController {
    override func viewWillAppear(_ animated: Bool) {}
    override func willMove(toParent parent: UIViewController?) {}
}

/// A container that animates along with a size transition, calling super or not.
final class ResizingContainer: UIViewController {
    var callsSuper = true
    var alongside: [CGFloat] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
        coordinator.animate(alongsideTransition: { _ in self.alongside.append(size.width) }, completion: nil)
    }
}

/// A controller that records the vertical size class it leaves, and its own.
final class TraitWatcher: UIViewController {
    var changes: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append("\(previousTraitCollection?.verticalSizeClass ?? .unspecified) -> \(traitCollection.verticalSizeClass)")
    }
}

/// Rule V3: how Swift overrides and direct calls meet the engine.
@MainActor
@Suite("StagehandUIKit: overrides, direct calls, exceptions")
struct SurfaceRuleTests {
    @Test("V3: child.didMove(toParent: self) from Swift is traced once (V2), and its override runs once")
    func directCallTracedOnce() throws {
        let app = App()
        try app.withCurrent {
            let parent = try onScreen(app, UIViewController())
            let child = CountingChild()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(child.didMoveRuns == 1)
            #expect(app.rules(of: "didMoveToParent") == [.V2])
            #expect(!child.isMovingToParent)
            // Sent by the engine (removeFromParent, rule C2): traced as C2, the override runs once more.
            child.removeFromParent()
            #expect(child.didMoveRuns == 2)
            #expect(app.rules(of: "didMoveToParent") == [.V2, .C2])
        }
    }

    @Test("V3: an override that forgets super is linted, and the engine's part of the method does not run")
    func forgottenSuperIsLinted() throws {
        let app = App()
        try app.withCurrent {
            let parent = try onScreen(app, UIViewController())
            let child = ForgetfulChild()
            parent.addChild(child)
            // willMove(toParent:)'s base sets isMovingToParent (C3): without super it stays false.
            #expect(!child.isMovingToParent)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            try app.settle()
            #expect(app.lintEvents.map(\.text) == [
                "ForgetfulChild lint: ForgetfulChild.willMove(toParent:) does not call super.willMove(toParent:); UIKit requires it",
                "ForgetfulChild lint: ForgetfulChild.viewWillAppear(_:) does not call super.viewWillAppear(_:); UIKit requires it",
            ])
            #expect(app.lintEvents.allSatisfy { $0.rule == .V3 })
        }
    }

    @Test("V3: UIKit's exceptions become the app's uncaught exception, in UIKit's words, and the call returns")
    func exceptionsAreRecorded() throws {
        let app = App()
        try app.withCurrent {
            let parent = try onScreen(app, UIViewController())
            let child = UIViewController()
            parent.addChild(child)
            child.addChild(parent)    // an ancestor: NSInvalidArgumentException
            let error = try #require(app.uncaughtException)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.rule == .C1)
            #expect(app.recent.last?.hasPrefix("UIViewController#2 warning: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'child view controller:<UIViewController> cannot be added") == true)
            #expect(parent.parent == nil)
        }
    }

    @Test("V3, A6: calling an appearance method directly is UIKit's logged misuse")
    func directAppearanceCall() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            controller.viewWillAppear(true)
            #expect(app.recent == [
                "UIViewController warning: Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior.",
            ])
            #expect(app.rules(of: "warning") == [.A6])
        }
    }

    @Test("V3: UIApplication.shared is the current app; views and controllers belong to it")
    func currentApp() throws {
        let first = App(), second = App()
        let a = first.withCurrent { UIViewController() }
        let b = second.withCurrent { UIViewController() }
        #expect(a.engineController.owningApp === first)
        #expect(b.engineController.owningApp === second)
        #expect(first.withCurrent { UIApplication.shared.app } === first)
    }

    @Test("S2, S6: the standard containers through UIKit's API")
    func standardContainers() throws {
        let app = App()
        try app.withCurrent {
            let root = UIViewController()
            let navigation = try onScreen(app, UINavigationController(rootViewController: root))
            let pushed = CountingChild()
            navigation.pushViewController(pushed, animated: true)
            try app.settle()
            #expect(navigation.topViewController == pushed)
            #expect(pushed.navigationController == navigation)
            #expect(pushed.didMoveRuns == 1)
            #expect(app.recent.contains("CountingChild viewDidAppear(true)"))
            #expect(navigation.popViewController(animated: false) == pushed)

            let tabs = UITabBarController()
            let first = UIViewController(), second = UIViewController()
            tabs.viewControllers = [first, second]
            UIApplication.shared.keyWindow?.rootViewController = tabs
            try app.settle()
            app.mark()
            tabs.selectedIndex = 1
            try app.settle()
            #expect(tabs.selectedViewController == second)
            #expect(second.tabBarController == tabs)
            #expect(app.rules(of: "viewDidAppear") == [.S6])
        }
    }

    @Test("E1, E4, V3: viewWillTransition(to:with:) through UIKit's API; without super the children are not told")
    func sizeTransition() throws {
        for callsSuper in [true, false] {
            let app = App()
            try app.withCurrent {
                let container = ResizingContainer()
                container.callsSuper = callsSuper
                _ = try onScreen(app, container)
                let child = UIViewController()
                container.addChild(child)
                container.view.addSubview(child.view)
                child.didMove(toParent: container)
                app.mark()
                try app.rotate(to: .landscape)
                try app.settle()
                #expect(container.alongside == [667])
                #expect(app.recent.contains("UIViewController viewWillTransitionToSize(667 x 375)") == callsSuper)
                #expect(app.lintEvents.count == (callsSuper ? 0 : 1))
            }
        }
    }
}

/// A view that lays out its one subview to fill it, inset.
final class InsetView: UIView {
    let content = UIView(frame: .zero)
    var passes = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        content.frame = bounds.insetBy(dx: 10, dy: 10)
    }
}

/// Traits and the safe area through UIKit's API.
@MainActor
@Suite("StagehandUIKit: traits and the safe area")
struct TraitSurfaceTests {
    @Test("E2, E3: traitCollectionDidChange with the previous traits; additionalSafeAreaInsets reach the child's view")
    func traitsAndSafeArea() throws {
        let app = App()
        try app.withCurrent {
            let watcher = try onScreen(app, TraitWatcher())
            try app.rotate(to: .landscape)
            try app.settle()
            #expect(watcher.changes == ["regular -> compact"])
            #expect(watcher.traitCollection.horizontalSizeClass == .compact)

            let child = UIViewController()
            watcher.addChild(child)
            watcher.view.addSubview(child.view)
            child.didMove(toParent: watcher)
            watcher.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
            #expect(child.traitCollection.horizontalSizeClass == .regular)
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
            try app.settle()
            #expect(child.view.safeAreaInsets.left == 20)
        }
    }
}

/// A UIView subclass's layout.
@MainActor
@Suite("StagehandUIKit: views")
struct ViewSurfaceTests {
    @Test("L1: a UIView subclass's layoutSubviews runs in the layout pass after setNeedsLayout")
    func layoutSubviews() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let inset = InsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(inset)
            inset.setNeedsLayout()
            try app.run()
            #expect(inset.passes == 1)
            #expect(inset.content.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
            inset.frame = CGRect(x: 0, y: 0, width: 200, height: 100)   // a new size marks it (L1)
            inset.layoutIfNeeded()
            #expect(inset.passes == 2)
            #expect(inset.content.frame.width == 180)
        }
    }
}

/// Engine controllers made without StagehandUIKit (by a script, or by HeadlessUIKit directly)
/// get a UIKit-shaped object of the matching class when UIKit-shaped code reaches them.
@MainActor
@Suite("StagehandUIKit: controllers made by the engine")
struct EngineMadeControllerTests {
    @Test("S1, A4: an engine navigation controller is a UINavigationController; a stored forwarding answer is kept")
    func matchingSurfaces() throws {
        let app = App()
        try app.withCurrent {
            let root = UIViewController()
            let navigation = try NavigationController(app: app, name: "Nav", rootViewController: root.engineController)
            #expect(root.navigationController?.engineController === navigation)
            let plain = ViewController(app: app, name: "Manual")
            plain.shouldAutomaticallyForwardAppearanceMethods = false
            let surface = UIViewController.surface(of: plain)
            #expect(!surface.shouldAutomaticallyForwardAppearanceMethods)
            #expect(!plain.forwardsAppearanceAutomatically)
        }
    }
}

/// The UIKit-shaped objects live as long as their app, and no longer.
@MainActor
@Suite("StagehandUIKit: lifetimes")
struct SurfaceLifetimeTests {
    @Test("V3: when the app goes, its controllers and views go, also with work pending and a scripted class")
    func nothingOutlivesTheApp() throws {
        let live = try LiveObjects.take {
            let app = App()
            try app.withCurrent {
                let container = try onScreen(app, SlideContainerViewController())
                container.addViewController(ChildViewController(), animated: true)   // an animation pending
                let form = FormTableViewController(coder: SeedContainerTests.formScene())
                _ = form?.view
            }
        }
        #expect(live.summary == "0 apps/0 controllers/0 views")
    }
}

/// Objects of two apps do not mix.
@MainActor
@Suite("StagehandUIKit: one app per test")
struct SeparateAppsTests {
    @Test("V3: a child made in another app is refused with an uncaught exception that says so")
    func childOfAnotherApp() throws {
        let first = App(), second = App()
        let stranger = second.withCurrent { UIViewController() }
        try first.withCurrent {
            let parent = try onScreen(first, UIViewController())
            parent.addChild(stranger)
            #expect(parent.children.isEmpty)
            #expect(first.uncaughtException?.reason.hasPrefix("the child UIViewController belongs to another app") == true)
        }
    }
}

/// Presentation through UIKit's API.
@MainActor
@Suite("StagehandUIKit: presentation")
struct PresentationSurfaceTests {
    @Test("S5: present(_:animated:completion:) and dismiss, with their completions on the clock")
    func presentAndDismiss() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let sheet = CountingChild()
            sheet.modalPresentationStyle = .fullScreen
            var presented = false, dismissed = false
            root.present(sheet, animated: true) { presented = true }
            #expect(sheet.isBeingPresented)
            try app.settle()
            #expect(presented)
            #expect(root.presentedViewController == sheet)
            #expect(sheet.presentingViewController == root)
            root.dismiss(animated: true) { dismissed = true }
            try app.settle()
            #expect(dismissed)
            #expect(root.presentedViewController == nil)
            #expect(app.rules(of: "CountingChild viewDidAppear") == [.S5])
        }
    }
}
