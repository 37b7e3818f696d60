import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A button-like view with a touch area 10 points larger on every side, noting its touches.
final class GenerousButton: UIView {
    var notes: [String] = []
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first
        notes.append("began \(touch.map { "\($0.location(in: self).x),\($0.location(in: self).y)" } ?? "-") \(touch?.phase == .began)")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        notes.append("ended \(event?.allTouches?.count ?? 0)")
    }
}

/// A container that passes touches through its empty area.
final class PassThroughView: UIView {
    var began = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
@Suite("StagehandUIKit: touches and hit testing (rules G1, G2)")
struct TouchSurfaceTests {
    @Test("G1: UIView overrides of point(inside:with:) and hitTest(_:with:) decide where a touch goes; G2: touches reach touchesBegan and go up the chain")
    func overridesDecide() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let container = PassThroughView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            let button = GenerousButton(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
            container.addSubview(button)
            controller.view.addSubview(container)
            #expect(container.hitTest(CGPoint(x: 45, y: 45), with: nil) === button)    // inside the generous area
            #expect(container.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)        // passes through
            #expect(button.next === container)
            #expect(container.next === controller.view)
            #expect(controller.view.next === controller)
            app.mark()
            #expect(try app.tap(at: Point(x: 45, y: 145)) === button.engineView)
            #expect(button.notes == ["began -5.0,-5.0 true", "ended 1"])
            #expect(container.began == 1)    // the button's super call passed it on
            #expect(app.recent == ["GenerousButton touchesBegan(45,145)", "GenerousButton touchesEnded(45,145)"])
            button.alpha = 0
            #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
            #expect(app.uncaughtException == nil)
        }
    }
}
