import Foundation
import HeadlessUIKit
@testable import ObjCDrawer
import StagehandTesting
import StagehandUIKit
import Testing

/// The drawer of `Tests/ObjCDrawer/App`, written for iOS and compiled as it is through the
/// StagehandRewrite plugin, driven by the Lua scenarios of `scenarios/`.
@Suite("ObjCDrawer: an iOS app folder compiled as it is")
struct ObjCDrawerScenarioTests {
    /// The drawer as the scenarios know it.
    static func registerClasses() {
        Stagehand.register(DrawerController.self, as: "Drawer", methods: [
            "open": { drawer, _ in drawer.open() },
            "close": { drawer, _ in drawer.close() },
            "toggle": { drawer, _ in drawer.perform(DrawerController.toggleSelector, with: nil) },
            "isOpen": { drawer, _ in drawer.isOpen },
            "isDimmed": { drawer, _ in drawer.isDimmed },
            "ticks": { drawer, _ in drawer.ticks },
            "useCoordinator": { drawer, _ in
                let coordinator = MenuCoordinator()
                drawer.coordinator = coordinator
                drawer.delegate = coordinator
                return nil
            },
            "useDimmingDelegate": { drawer, _ in
                let delegate = DimmingDelegate()
                drawer.coordinator = delegate
                drawer.delegate = delegate
                return nil
            },
            "delegateEvents": { drawer, _ in (drawer.coordinator as? MenuCoordinator)?.events.joined(separator: ", ") ?? "" },
            "delegateWantsSlides": { drawer, _ in drawer.delegateWantsSlides },
            "scheduleAutoClose": { drawer, arguments in drawer.scheduleAutoClose(after: arguments.number(0) ?? 0) },
            "cancelAutoClose": { drawer, _ in drawer.cancelAutoClose() },
            // Posted with the drawer as the object: scenarios run side by side share the center.
            "requestClose": { drawer, _ in NotificationCenter.default.post(name: .drawerShouldClose, object: drawer) },
            "requestCollapse": { drawer, _ in NotificationCenter.default.post(name: .drawerShouldCollapse, object: drawer) },
            "startTicking": { drawer, _ in drawer.startTicking() },
            "stopTicking": { drawer, _ in drawer.stopTicking() },
            "selectorNames": { _, _ in DrawerController.selectorNames.joined(separator: " ") },
            "keyPaths": { _, _ in DrawerController.keyPaths.joined(separator: " ") },
            "findsApplicationByKey": { drawer, _ in drawer.applicationByKey === UIApplication.shared },
            "platform": { _, _ in Platform.name },
            "setTitle": { drawer, arguments in drawer.title = arguments.string(0) },
            // Rules O15, O16: an extension's @objc members overridden, objects made with a block.
            "drawerProbe": { _, _ in DrawerProbe.report() },
            // Rule O14: a list's scrolls pass through a forwarder to the owner's delegate.
            "scrollThroughForwarder": { drawer, arguments in
                let list = UIScrollView(frame: drawer.view.bounds)
                list.contentSize = CGSize(width: drawer.view.bounds.width, height: 2000)
                drawer.view.addSubview(list)
                let forwarder = ScrollForwarder(), log = ScrollLog()
                var heard: [String] = []
                forwarder.delegate = log
                forwarder.onScroll = { heard.append("onScroll \(Int($0))") }
                list.delegate = forwarder
                list.contentOffset = CGPoint(x: 0, y: arguments.number(0) ?? 0)
                let toTop = forwarder.scrollViewShouldScrollToTop(list)
                forwarder.delegate = nil
                let toTopAlone = forwarder.scrollViewShouldScrollToTop(list)
                list.removeFromSuperview()
                return (log.events + heard + ["shouldScrollToTop \(toTop) \(toTopAlone)"]).joined(separator: ", ")
            },
            // Rules Z1-Z3, H13, H14, J5, J6: App/Spotlight.swift, as Hero writes such code.
            "associatedIDs": { drawer, _ in
                let card = UIView(), other = UIView()
                card.spotlightID = "card"
                other.spotlightID = "other"
                card.spotlightID = "card.moved"
                var owner: NSObject? = NSObject()
                other.spotlightOwner = owner
                let held = other.spotlightOwner === owner
                owner = nil
                return "\(card.spotlightID ?? "nil") \(other.spotlightID ?? "nil") \(drawer.view.spotlightID ?? "nil") owner \(held) then \(other.spotlightOwner == nil ? "nil" : "kept")"
            },
            "swizzleAdd": { _, _ in CALayer.swizzleAdd() },
            "swizzleDismiss": { _, _ in UIViewController.swizzleDismiss() },
            "handleAnswers": { _, _ in
                let handle = SpotlightHandle(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let pan = UIPanGestureRecognizer()
                pan.delegate = handle
                let before = pan.delegate?.gestureRecognizerShouldBegin(pan) ?? true
                handle.allowsDrag = true
                let after = pan.delegate?.gestureRecognizerShouldBegin(pan) ?? false
                return "\(before) \(after)"
            },
            "layerValues": { drawer, _ in
                let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
                drawer.view.addSubview(card)
                defer { card.removeFromSuperview() }
                return Spotlight.layerValues(of: card)
            },
            "animationCopies": { drawer, _ in
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                drawer.view.addSubview(card)
                return Spotlight.copies(on: card)
            },
            "cardAnimationKeys": { drawer, _ in drawer.view.subviews.last?.layer.animationKeys()?.joined(separator: ", ") ?? "none" },
            "shadowAndDelegate": { _, _ in Spotlight.shadowAndDelegate(of: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))) },
            // Rules O17, O1: an optional requirement overloaded by type; Core Graphics' log.
            "widths": { drawer, arguments in
                let sizing: DrawerSizingDelegate? = switch arguments.string(0) {
                case "size": SizeSizing()
                case "traits": TraitSizing()
                default: nil
                }
                return drawer.widths(from: sizing)
            },
            // Rule O18: a gesture delegate router's overrides of NSObject's messaging.
            "routedAnswers": { drawer, _ in drawer.routedAnswers() },
        ]) { DrawerController(nibName: nil, bundle: nil) }
        // Rule R4: the main queue and block timers on the app's run loop and clock.
        Stagehand.register(SearchBanner.self, as: "SearchBanner", methods: [
            "search": { banner, arguments in banner.search(arguments.string(0) ?? "") },
            "flash": { banner, _ in banner.flash() },
            "startCountdown": { banner, arguments in banner.startCountdown(from: Int(arguments.number(0) ?? 0)) },
            "readSynchronously": { banner, _ in banner.readSynchronously() },
            "events": { banner, _ in banner.events.joined(separator: ", ") },
        ]) { SearchBanner(nibName: nil, bundle: nil) }
    }

    @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    @MainActor
    func scenario(_ scenario: Stagehand.Scenario) throws {
        try scenario.run()
    }
}

extension DrawerController {
    /// What `#selector(DrawerController.toggle(_:))` becomes (test files are not rewritten).
    static let toggleSelector = Selector("toggle:", on: DrawerController.self) { target, arguments in
        Selector.invoke(target.toggle(_:), arguments)
    }

    /// Keeps the delegate alive (the drawer holds it weakly), under a lock: scenarios run
    /// side by side.
    nonisolated(unsafe) private static var kept: [ObjectIdentifier: AnyObject] = [:]
    private static let keptLock = NSLock()
    var coordinator: AnyObject? {
        get { Self.keptLock.withLock { Self.kept[ObjectIdentifier(self)] } }
        set { Self.keptLock.withLock { Self.kept[ObjectIdentifier(self)] = newValue } }
    }
}
