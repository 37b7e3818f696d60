import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A screen locked to portrait, as an app writes one.
private final class PortraitScreen: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// A player that prefers landscape, presented full screen.
private final class PlayerScreen: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
}

/// A navigation delegate that locks its stack to portrait.
private final class PortraitNavigation: NSObject, UINavigationControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .portrait
    }
}

/// A split delegate that notes the gesture's calls and the display modes.
private final class GestureWatcher: NSObject, UISplitViewControllerDelegate {
    var heard: [String] = []
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) { heard.append("willBegin") }
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) { heard.append("didEnd") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        heard.append("willChangeTo \(displayMode)")
    }
}

@MainActor
@Suite("Orientations and the split's overlay in StagehandUIKit (E6, S17, S18)")
struct OrientationSurfaceTests {
    @Test("E6: a UIViewController's supportedInterfaceOrientations override keeps the window in portrait")
    func lockedScreen() throws {
        let app = App()
        try app.withCurrent {
            _ = try onScreen(app, PortraitScreen())
            #expect(try app.rotate(to: .landscape) != nil)
            #expect(app.orientation == .portrait)
            #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
        }
    }

    @Test("E6: a full-screen presentation turns to the presented controller's preferred orientation, the dismissal back")
    func presentedPlayer() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, PortraitScreen())
            let player = PlayerScreen()
            player.modalPresentationStyle = .fullScreen
            root.present(player, animated: true)
            try app.settle()
            #expect(app.orientation == .landscape)
            root.dismiss(animated: true)
            try app.settle()
            #expect(app.orientation == .portrait)
        }
    }

    @Test("E6: a UINavigationControllerDelegate answers for its navigation controller")
    func navigationDelegate() throws {
        let app = App()
        let lock = PortraitNavigation()
        try app.withCurrent {
            let nav = UINavigationController(rootViewController: UIViewController())
            nav.delegate = lock
            _ = try onScreen(app, nav)
            #expect(try app.rotate(to: .landscape) != nil)
            #expect(app.recent == ["PortraitNavigation navigationControllerSupportedInterfaceOrientations"])
        }
    }

    @Test("S17, S18: a portrait iPad's split overlays, and the user's swipe reaches the delegate's gesture methods")
    func splitGesture() throws {
        let app = App()
        let watcher = GestureWatcher()
        try app.setSize(Size(width: 768, height: 1024))
        try app.withCurrent {
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            split.delegate = watcher
            _ = try onScreen(app, split)
            #expect(split.splitBehavior == .overlay)
            #expect(split.displayMode == .secondaryOnly)
            #expect(split.presentsWithGesture)
            #expect((split.engineController as? SplitViewController)?.swipeFromLeadingEdge() == true)
            #expect(split.displayMode == .oneOverSecondary)
            split.preferredSplitBehavior = .tile
            #expect(split.displayMode == .oneBesideSecondary)
        }
        #expect(watcher.heard == ["willBegin", "willChangeTo oneOverSecondary", "didEnd", "willChangeTo oneBesideSecondary"])
    }
}
