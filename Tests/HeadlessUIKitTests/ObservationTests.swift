import Testing
@testable import HeadlessUIKit

/// Records every notification as `<view> <key> <frame>`.
final class ObservationLog {
    var lines: [String] = []
    func observe(_ view: View, _ key: String) throws {
        try view.observe(key) { [unowned self] view, key in
            lines.append("\(view.name) \(key) \(key == "frame" ? view.frame.description : String(view.isHidden))")
        }
    }
}

@Suite("Observation (K1)")
struct ObservationTests {
    @Test("K1: a frame observer fires on every assignment of frame, with the new value in place")
    func frameAssignment() throws {
        let app = App()
        let view = View(app: app, name: "V")
        let log = ObservationLog()
        try log.observe(view, "frame")
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)   // the same value is still an assignment
        view.frame = Rect(x: 5, y: 0, width: 10, height: 10)
        #expect(log.lines == ["V frame {0, 0, 10, 10}", "V frame {0, 0, 10, 10}", "V frame {5, 0, 10, 10}"])
        #expect(app.trace.texts.isEmpty)
    }

    @Test("K1: the window sizing its root's view is an assignment; layout passes are not")
    func notOnLayout() throws {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        let log = ObservationLog()
        try log.observe(vc.view, "frame")
        try app.window.setRootViewController(vc)
        #expect(log.lines == ["V.view frame {0, 0, 375, 667}"])
        for _ in 0..<3 {
            vc.view.setNeedsLayout()
            try app.run()
        }
        try vc.view.layoutIfNeeded()
        vc.view.bounds = Rect(x: 0, y: 20, width: 375, height: 667)   // a bounds change, as layout makes
        #expect(log.lines == ["V.view frame {0, 0, 375, 667}"])
    }

    @Test("K1: autoresizing a view that fills its superview changes its frame without notifying")
    func autoresizing() throws {
        let app = App()
        let container = View(app: app, name: "Container", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let filler = View(app: app, name: "Filler", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        filler.fillsSuperview = true
        try container.addSubview(filler)
        let log = ObservationLog()
        try log.observe(filler, "frame")
        container.frame = Rect(x: 0, y: 0, width: 100, height: 0)
        #expect(filler.frame == Rect(x: 0, y: 0, width: 100, height: 0))
        #expect(filler.needsLayout)
        #expect(log.lines.isEmpty)
    }

    @Test("K1: a hidden observer fires on every assignment of isHidden, not for a superview's change")
    func hiddenObserver() throws {
        let app = App()
        let outer = View(app: app, name: "Outer"), inner = View(app: app, name: "Inner")
        try outer.addSubview(inner)
        let log = ObservationLog()
        try log.observe(inner, "hidden")
        inner.isHidden = true
        inner.isHidden = true
        outer.isHidden = true
        inner.isHidden = false
        #expect(log.lines == ["Inner hidden true", "Inner hidden true", "Inner hidden false"])
        #expect(inner.isHiddenInHierarchy)
    }

    @Test("K1: observers of one key do not hear the other; removeObserver stops one observation")
    func keysAndRemoval() throws {
        let app = App()
        let view = View(app: app, name: "V")
        var heard: [String] = []
        let frameID = try view.observe("frame") { _, key in heard.append("first \(key)") }
        try view.observe("frame") { _, key in heard.append("second \(key)") }
        try view.observe("hidden") { _, key in heard.append("third \(key)") }
        view.frame = Rect(x: 1, y: 1, width: 1, height: 1)
        view.removeObserver(frameID)
        view.frame = Rect(x: 2, y: 2, width: 2, height: 2)
        view.isHidden = true
        #expect(heard == ["first frame", "second frame", "second frame", "third hidden"])
    }

    @Test("K1: observing any other key raises UIKit's NSUnknownKeyException")
    func unknownKey() {
        let app = App()
        let view = View(app: app, name: "V")
        #expect(throws: EngineError(
            name: "NSUnknownKeyException",
            reason: "[<V> addObserver:forKeyPath:center]: this class is not key value coding-compliant for the key center.",
            rule: .K1)) { try view.observe("center") { _, _ in } }
    }
}
