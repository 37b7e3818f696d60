import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A coordinator as an app writes one: the navigation and tab bar delegate of its containers,
/// noting what it heard.
private final class AppCoordinator: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    var heard: [String] = []
    var locked: UIViewController?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        heard.append("willShow \(viewController.title ?? "?") \(animated)")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        heard.append("didShow \(viewController.title ?? "?") \(animated)")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        heard.append("shouldSelect \(viewController.title ?? "?")")
        return viewController !== locked
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        heard.append("didSelect \(viewController.title ?? "?")")
    }
}

/// A split delegate as an app writes one, noting the display modes and columns it heard of.
private final class SplitWatcher: NSObject, UISplitViewControllerDelegate {
    var heard: [String] = []
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        heard.append("willChangeTo \(displayMode.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        heard.append("willShow \(column.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        heard.append("willHide \(column.rawValue)")
    }
}

/// A book's delegate as an app writes one: two pages side by side in landscape.
private final class BookLayout: NSObject, UIPageViewControllerDelegate {
    var asked: [UIInterfaceOrientation] = []
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        asked.append(orientation)
        pageViewController.isDoubleSided = orientation.isLandscape
        return orientation.isLandscape ? .mid : .min
    }
}

/// A controller with a title, as an app names its screens.
@MainActor
private func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

@MainActor
@Suite("StagehandUIKit: container delegates (S14-S16)")
struct ContainerDelegateSurfaceTests {
    @Test("S14: a UINavigationControllerDelegate hears willShow and didShow of the root and of a push")
    func navigationDelegate() throws {
        let app = App()
        let coordinator = AppCoordinator()
        try app.withCurrent {
            let nav = UINavigationController(rootViewController: screen("Inbox"))
            nav.delegate = coordinator
            _ = try onScreen(app, nav)
            nav.pushViewController(screen("Message"), animated: true)
            try app.settle()
            #expect(nav.delegate === coordinator)
        }
        #expect(coordinator.heard == ["willShow Inbox false", "didShow Inbox false", "willShow Message true", "didShow Message true"])
        #expect(app.trace.texts.contains { $0.hasPrefix("AppCoordinator willShow(") })
        // The animator question is asked (Swift cannot tell the default from the app's method);
        // the default's nil means the system's transition, and no interaction controller is asked (X2).
        #expect(app.trace.texts.contains { $0.hasPrefix("AppCoordinator animationControllerFor(push") })
        #expect(!app.trace.texts.contains { $0.hasPrefix("AppCoordinator interactionControllerFor") })
    }

    @Test("S15: a UITabBarControllerDelegate is asked about a tap and told of it; a refused tab stays unselected")
    func tabBarDelegate() throws {
        let app = App()
        let coordinator = AppCoordinator()
        try app.withCurrent {
            let tabs = UITabBarController()
            let feed = screen("Feed"), settings = screen("Settings")
            tabs.viewControllers = [feed, settings]
            tabs.delegate = coordinator
            _ = try onScreen(app, tabs)
            let engine = try #require(tabs.engineController as? TabBarController)
            try engine.userSelect(index: 1)                  // the user's tap: UIKit has no API for it
            try app.settle()
            #expect(tabs.selectedViewController === settings)
            coordinator.locked = feed
            try engine.userSelect(index: 0)
            #expect(tabs.selectedViewController === settings)
            tabs.selectedIndex = 0                           // code: the delegate hears nothing
            #expect(tabs.selectedViewController === feed)
        }
        #expect(coordinator.heard == ["shouldSelect Settings", "didSelect Settings", "shouldSelect Feed"])
    }

    @Test("S16: a UISplitViewControllerDelegate hears willChangeTo, willHide and willShow")
    func splitDelegate() throws {
        let app = App()
        let watcher = SplitWatcher()
        try app.setSize(Size(width: 1024, height: 768))
        try app.withCurrent {
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(screen("List"), for: .primary)
            split.setViewController(screen("Detail"), for: .secondary)
            split.delegate = watcher
            _ = try onScreen(app, split)
            split.hide(.primary)
            split.show(.primary)
            try app.setSize(Size(width: 375, height: 667))
            try app.settle()
            try app.setSize(Size(width: 1024, height: 768))
            try app.settle()
        }
        #expect(watcher.heard == ["willChangeTo 1", "willChangeTo 2", "willHide 0", "willShow 0"])
    }

    @Test("S16: a UIPageViewControllerDelegate gives the spine location of a page curl as the device turns")
    func spineLocation() throws {
        let app = App()
        let layout = BookLayout()
        try app.withCurrent {
            let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
            book.delegate = layout
            book.setViewControllers([screen("Cover")], direction: .forward, animated: false)
            _ = try onScreen(app, book)
            #expect(book.spineLocation == .min)
            try app.rotate(to: .landscape)
            #expect(book.spineLocation == .mid)
            #expect(book.isDoubleSided)
        }
        #expect(layout.asked == [.landscapeRight])
    }
}
