import FloatingPanel
import Foundation
import HeadlessUIKit
import StagehandTesting
import StagehandUIKit
import XCTest

/// A panel's content as FloatingPanel's README writes one: a controller holding a scroll view
/// that the panel tracks.
final class PanelContent: UIViewController {
    let list = UIScrollView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: 375, height: 2000)
        view.addSubview(list)
    }
}

/// The app's controller that adds a `FloatingPanelController` the README's way and is its
/// delegate, recording the delegate calls it receives.
final class PanelHost: UIViewController, @preconcurrency FloatingPanelControllerDelegate {
    let panel = FloatingPanelController()
    let content = PanelContent(nibName: nil, bundle: nil)
    var events: [String] = []

    /// `fpc.set(contentViewController:)`, `fpc.track(scrollView:)`, `fpc.addPanel(toParent:)`.
    func addPanel(animated: Bool) {
        panel.delegate = self
        panel.set(contentViewController: content)
        panel.track(scrollView: content.list)
        panel.addPanel(toParent: self, animated: animated)
    }

    /// Records an event, once for a run of the same event (`floatingPanelDidMove` is called on
    /// every step of a move).
    func record(_ event: String) {
        if events.last != event { events.append(event) }
    }

    func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { record("didChangeState \(fpc.state)") }
    func floatingPanelDidMove(_ fpc: FloatingPanelController) { record("didMove") }
    func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { record("willBeginDragging \(fpc.state)") }
    func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: CGPoint,
                                      targetState: UnsafeMutablePointer<FloatingPanelState>) {
        record("willEndDragging \(velocity.y < 0 ? "up" : "down") to \(targetState.pointee)")
    }
    func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) { record("didEndDragging \(attract)") }
    func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) { record("willBeginAttracting \(state)") }
    func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) { record("didEndAttracting \(fpc.state)") }
    func floatingPanelWillRemove(_ fpc: FloatingPanelController) { record("willRemove") }
    func floatingPanelDidRemove(_ fpc: FloatingPanelController) { record("didRemove") }
}

// FloatingPanel's delegate methods are `@objc optional` requirements: an implementer outside its
// module adopts each requirement's protocol by hand (rule O4).
extension PanelHost: @preconcurrency FloatingPanelControllerDelegate_floatingPanelDidChangeState_,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelDidMove_,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelWillBeginDragging_,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelWillEndDragging__withVelocity_targetState,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelDidEndDragging__willAttract,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelWillBeginAttracting__to,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelDidEndAttracting_,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelWillRemove_,
    @preconcurrency FloatingPanelControllerDelegate_floatingPanelDidRemove_ {}

/// scenee/FloatingPanel, compiled as it is through the StagehandRewrite plugin, driven by
/// `scenarios/floatingpanel.lua`.
final class FloatingPanelScenarioTests: XCTestCase {
    static func state(_ name: String?) -> FloatingPanelState {
        switch name {
        case "full": .full
        case "tip": .tip
        case "hidden": .hidden
        default: .half
        }
    }

    static func registerClasses() {
        let methods: [String: @MainActor @Sendable (PanelHost, ScriptArguments) -> Any?] = [
            "addPanel": { host, arguments in host.addPanel(animated: arguments.bool(0)); return nil },
            "moveTo": { host, arguments in
                host.panel.move(to: state(arguments.string(0)), animated: arguments.bool(1)) { host.record("moved") }
                return nil
            },
            "removePanel": { host, arguments in
                host.panel.removePanelFromParent(animated: arguments.bool(0)) { host.record("removed") }
                return nil
            },
            "state": { host, _ in host.panel.state.rawValue },
            "hasPanel": { host, _ in host.panel.parent === host && host.panel.view.superview === host.view },
            "surfaceFrame": { host, _ in
                let frame = host.panel.surfaceView.frame
                return "\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)"
            },
            "events": { host, _ in host.events.joined(separator: ", ") },
            "clearEvents": { host, _ in host.events = []; return nil },
        ]
        Stagehand.register(PanelHost.self, as: "PanelHost", methods: methods) { PanelHost(nibName: nil, bundle: nil) }
        Stagehand.register(PanelContent.self, as: "PanelContent")
    }

    func testScenarios() {
        ScenarioRun.all("scenarios/floatingpanel.lua", registering: Self.registerClasses)
    }
}
