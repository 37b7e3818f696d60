import Testing
@testable import HeadlessUIKit

/// A view that takes touches only in its left half, and notes the touches it gets.
final class HalfView: View {
    var notes: [String] = []
    override func point(inside point: Point) -> Bool { point.x >= 0 && point.x < bounds.width / 2 && point.y >= 0 && point.y < bounds.height }
    override func touchesBegan(_ touches: [Touch]) {
        notes.append("began \(touches[0].location(in: self))")
        super.touchesBegan(touches)
    }
}

/// A view that sends every touch in it to another view.
final class RedirectingView: View {
    weak var target: View?
    override func hitTest(_ point: Point) -> View? { standardHitTest(point) == nil ? nil : target }
}

/// A controller that notes the touches its view passes on.
final class TouchNotingController: ViewController {
    var notes: [String] = []
    override func touchesBegan(_ touches: [Touch]) { notes.append("began"); super.touchesBegan(touches) }
    override func touchesEnded(_ touches: [Touch]) { notes.append("ended"); super.touchesEnded(touches) }
}

/// A view that notes what reaches it up the chain.
final class NotingView: View {
    var notes: [String] = []
    override func touchesBegan(_ touches: [Touch]) { notes.append("began"); super.touchesBegan(touches) }
    override func touchesMoved(_ touches: [Touch]) { notes.append("moved"); super.touchesMoved(touches) }
}

@Suite("Touches and hit testing (G1, G2)")
struct TouchTests {
    @Test("G1: hidden, disabled and transparent views are skipped; subviews front to back; overrides of point(inside:) and hitTest are used")
    func hitTesting() throws {
        let app = App()
        let root = try onScreen(app, "Root")
        let half = HalfView(app: app, name: "Half", frame: Rect(x: 0, y: 100, width: 200, height: 100))
        let child = View(app: app, name: "Child", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        try root.view.addSubview(half)
        try half.addSubview(child)
        #expect(app.window.hitTest(Point(x: 10, y: 110)) === child)
        #expect(app.window.hitTest(Point(x: 150, y: 110)) === root.view)    // the right half is not inside
        let front = View(app: app, name: "Front", frame: Rect(x: 0, y: 100, width: 20, height: 20))
        try root.view.addSubview(front)
        #expect(app.window.hitTest(Point(x: 10, y: 110)) === front)
        front.alpha = 0.009
        #expect(app.window.hitTest(Point(x: 10, y: 110)) === child)
        child.isHidden = true
        #expect(app.window.hitTest(Point(x: 10, y: 110)) === half)
        half.userInteractionEnabled = false
        #expect(app.window.hitTest(Point(x: 10, y: 110)) === root.view)
        let redirect = RedirectingView(app: app, name: "Redirect", frame: Rect(x: 300, y: 0, width: 50, height: 50))
        redirect.target = half
        try root.view.addSubview(redirect)
        #expect(app.window.hitTest(Point(x: 310, y: 10)) === half)
        #expect(app.window.hitTest(Point(x: 500, y: 10)) == nil)
    }

    @Test("G1: a touch while interaction events are ignored, or outside every view, is dropped and traced")
    func droppedTouches() throws {
        let app = App()
        _ = try onScreen(app, "Root")
        app.mark()
        app.beginIgnoringInteractionEvents()
        #expect(try app.tap(at: Point(x: 10, y: 10)) == nil)
        app.endIgnoringInteractionEvents()
        #expect(try app.tap(at: Point(x: -5, y: 10)) == nil)
        #expect(app.recent == ["app touchDropped(10,10)", "app touchDropped(-5,10)"])
        #expect(app.trace.sinceMark.allSatisfy { $0.rule == .G1 })
    }

    @Test("G2: touches go to the hit view and up the responder chain: view, its controller, the superview")
    func responderChain() throws {
        let app = App()
        let controller = TouchNotingController(app: app, name: "Panel")
        let root = try onScreen(app, "Root")
        let outer = NotingView(app: app, name: "Outer", frame: Rect(x: 0, y: 0, width: 375, height: 600))
        try root.view.addSubview(outer)
        try root.addChild(controller)
        controller.view.frame = Rect(x: 0, y: 100, width: 200, height: 200)
        try outer.addSubview(controller.view)
        let half = HalfView(app: app, name: "Half", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        try controller.view.addSubview(half)
        try app.run()
        app.mark()
        let start = app.time
        let hit = try app.pan(from: Point(x: 20, y: 120), to: Point(x: 60, y: 120), duration: 0.5, steps: 2)
        #expect(hit === half)
        #expect(half.notes == ["began (10, 10)"])
        #expect(controller.notes == ["began", "ended"])
        #expect(outer.notes == ["began", "moved", "moved"])
        #expect(app.recent == ["Half touchesBegan(20,120)", "Half touchesMoved(40,120)", "Half touchesMoved(60,120)", "Half touchesEnded(60,120)"])
        #expect(app.trace.sinceMark.allSatisfy { $0.rule == .G2 })
        #expect(app.time - start == 0.5)
    }
}
