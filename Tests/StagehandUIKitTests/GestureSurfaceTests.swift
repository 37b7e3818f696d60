import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A drawer that follows a pan with its own handler, as an app's code does.
final class Drawer: UIView, UIGestureRecognizerDelegate {
    var notes: [String] = []
    var allowsPan = true

    func handlePan(_ recognizer: UIPanGestureRecognizer?) {
        guard let recognizer else { return }
        notes.append("\(recognizer.state.rawValue) \(recognizer.translation(in: self).x) v\(recognizer.velocity(in: self).x)")
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsPan }
}

/// A custom recognizer that recognizes any touch that lifts, overriding the subclass methods.
final class LiftRecognizer: UIGestureRecognizer {
    var resets = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .began
        state = .ended
    }
    override func reset() { resets += 1 }
}

@MainActor
@Suite("StagehandUIKit: gesture recognizers (rules G3-G9)")
struct GestureSurfaceTests {
    @Test("G6, G7: a UIPanGestureRecognizer made with a target and a selector sends its action with translation and velocity; the delegate's shouldBegin is asked")
    func panWithSelector() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let drawer = Drawer(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            controller.view.addSubview(drawer)
            let handlePan = Selector("handlePan:", on: Drawer.self) {
                $0.handlePan($1.first as? UIPanGestureRecognizer)
                return nil
            }
            let pan = UIPanGestureRecognizer(target: drawer, action: handlePan)
            pan.addTarget(drawer, action: handlePan)    // a pair already added is ignored
            pan.delegate = drawer
            drawer.addGestureRecognizer(pan)
            #expect(drawer.gestureRecognizers == [pan])
            #expect(pan.view === drawer)
            app.mark()
            try app.pan(from: Point(x: 100, y: 200), to: Point(x: 140, y: 200), duration: 0.2, steps: 2)
            #expect(drawer.notes == ["1 20.0 v200.0", "2 40.0 v200.0", "3 40.0 v200.0"])
            // A Swift delegate answers every question (its protocol's defaults stand in).
            #expect(app.recent.filter { $0.hasPrefix("Drawer") && !$0.contains("touches") } == [
                "Drawer shouldReceive(100,200)", "Drawer gestureRecognizerShouldBegin"])
            drawer.allowsPan = false
            drawer.notes = []
            try app.pan(from: Point(x: 100, y: 200), to: Point(x: 140, y: 200), duration: 0.2, steps: 2)
            #expect(drawer.notes == [])
            #expect(pan.state == .possible)
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("G6: a selector the target does not understand is UIKit's unrecognized selector, an uncaught exception")
    func unrecognizedSelector() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let tap = UITapGestureRecognizer(target: controller, action: Selector("handleTap:"))
            controller.view.addGestureRecognizer(tap)
            try app.tap(at: Point(x: 100, y: 100))
            #expect(app.uncaughtException?.reason.contains("handleTap:]: unrecognized selector sent to instance") == true)
        }
    }

    @Test("G3, G4: a custom recognizer's overrides of touchesEnded and reset are called; setting state moves the machine")
    func customRecognizer() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let lift = LiftRecognizer(target: nil, action: nil)
            controller.view.addGestureRecognizer(lift)
            app.mark()
            try app.tap(at: Point(x: 100, y: 100))
            #expect(app.recent.filter { $0.hasPrefix("LiftRecognizer") } == ["LiftRecognizer state(began)", "LiftRecognizer state(ended)"])
            #expect(lift.resets == 1)
            #expect(lift.state == .possible)
        }
    }

    @Test("G8, G9: the kinds' properties map to the engine's; the navigation controller's pop gesture is a left-edge pan on its view")
    func kindsAndPopGesture() throws {
        let app = App()
        try app.withCurrent {
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            #expect(swipe.direction == .right)
            swipe.direction = [.left, .up]
            #expect(swipe.direction == [.left, .up])
            let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
            edge.edges = .left
            #expect(edge.edges == .left)
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
            let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
            #expect(pinch.scale == 1)
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            #expect(tap.numberOfTapsRequired == 2 && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
            let a = UIViewController(), b = UIViewController()
            let nav = UINavigationController(rootViewController: a)
            _ = try onScreen(app, nav)
            let pop = try #require(nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
            #expect(pop.edges == .left)
            #expect(pop.view === nav.view)
            nav.pushViewController(b, animated: false)
            try app.settle()
            try app.edgePan(from: .left, distance: 250, duration: 0.5, steps: 2)
            #expect(nav.viewControllers == [a])
        }
    }
}
