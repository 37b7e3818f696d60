import Foundation
import Testing
@testable import HeadlessUIKit

/// A delegate of layer animations that notes what it hears.
final class NotingAnimationDelegate: CallbackReceiver {
    var notes: [String] = []
    var traceName: String { "Delegate" }
    func implements(_ callback: Callback.Name) -> Bool { true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        notes.append("\(callback.name.rawValue)\(callback.bool("finished").map { "(\($0))" } ?? "") \((sender as? LayerAnimation)?.name ?? "?")")
        return .nothing
    }
}

@Suite("Layers and Core Animation (H7-H10)")
struct LayerTests {
    @Test("H7: a view's layer follows its view; the anchor point moves the frame around the position")
    func viewLayer() {
        let app = App()
        let view = View(app: app, name: "Card", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(layer.value(.position) == AnimatedValue([60, 45]))
        #expect(layer.frame == view.frame)
        layer.setValue(.opacity, AnimatedValue([0.5]))
        #expect(view.alpha == 0.5)
        layer.setValue(.position, AnimatedValue([100, 100]))
        #expect(view.frame == Rect(x: 50, y: 75, width: 100, height: 50))
        layer.setValue(.anchorPoint, AnimatedValue([0, 0]))
        #expect(view.frame.origin == Point(x: 100, y: 100))
        layer.setValue(.transform, AnimatedValue(Transform3D.rotation(.pi / 2, 0, 0, 1).m))
        #expect(abs(view.transform.b - 1) < 1e-12 && abs(view.transform.c + 1) < 1e-12)
        layer.setValue(.cornerRadius, AnimatedValue([8]))
        #expect(layer.value(.cornerRadius).number == 8)
        let child = View(app: app, name: "Child")
        try? view.addSubview(child)
        let extra = Layer(app: app, name: "Extra")
        layer.addSublayer(extra)
        #expect(layer.allSublayers.map(\.name) == ["Child.layer", "Extra"])
    }

    @Test("H7: CATransform3D: concat applies the first then the second; invert; a zero axis is the identity")
    func transforms() {
        let move = Transform3D.translation(10, 0, 0), scale = Transform3D.scale(2, 2, 1)
        #expect(move.concatenating(scale).m[12] == 20)     // moved, then scaled
        #expect(scale.concatenating(move).m[12] == 10)
        let turn = Transform3D.rotation(0.7, 1, 2, 3)
        let product = turn.concatenating(turn.inverted)
        #expect(zip(product.m, Transform3D.identity.m).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(Transform3D.rotation(1, 0, 0, 0).isIdentity)
        #expect(Transform3D.scale(0, 1, 1).inverted == Transform3D.scale(0, 1, 1))
        #expect(Transform3D(affine: Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).affine == Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test("H8: a transaction's completion waits for its layer and view animations; at once with none; implicit actions")
    func transactions() throws {
        let app = App()
        let layer = Layer(app: app, name: "Dot")
        let view = View(app: app, name: "Box")
        var done: [Double] = []
        app.beginTransaction()
        app.setTransactionCompletionBlock { done.append(app.time) }
        let fade = LayerAnimation(kind: .basic, name: "fade")
        fade.keyPath = "opacity"
        fade.toValue = AnimatedValue([0])
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        app.animate(duration: 1, animations: { view.alpha = 0 })
        app.commitTransaction()
        try app.advance(by: 0.5)
        #expect(done.isEmpty)
        try app.advance(by: 0.5)
        #expect(done == [1])
        app.beginTransaction()
        app.setTransactionCompletionBlock { done.append(-1) }
        app.commitTransaction()
        #expect(done == [1, -1])

        let root = Layer(app: app, name: "Root")
        root.addSublayer(layer)
        layer.setValue(.opacity, AnimatedValue([0.2]))       // implicit: 0.25 s from 1
        #expect(layer.presentationValue(.opacity).number == 1)
        try app.advance(by: 0.25)
        #expect(layer.presentationValue(.opacity).number == 0.2)
        app.beginTransaction()
        app.setTransactionDisableActions(true)
        layer.setValue(.opacity, AnimatedValue([0.9]))
        app.commitTransaction()
        #expect(layer.presentationValue(.opacity).number == 0.9)
        app.mark()
        app.commitTransaction()
        #expect(app.recent == ["CATransaction warning: commit called without a matching begin"])
    }

    @Test("H9: basic, keyframe and spring animations on the clock; the model never changes; the delegate hears start and stop")
    func layerAnimations() throws {
        let app = App()
        let layer = Layer(app: app, name: "Dot", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let delegate = NotingAnimationDelegate()
        let move = LayerAnimation(kind: .basic, name: "move")
        move.keyPath = "position.x"
        move.fromValue = AnimatedValue([0])
        move.toValue = AnimatedValue([100])
        move.duration = 1
        move.delegate = delegate
        layer.add(move, forKey: "move")
        try app.run()
        #expect(delegate.notes == ["animationDidStart move"])
        try app.advance(by: 0.5)
        #expect(layer.presentationValue(.position).components == [50, 5])
        #expect(layer.value(.position).components == [5, 5])
        try app.advance(by: 0.5)
        #expect(delegate.notes == ["animationDidStart move", "animationDidStop(true) move"])
        #expect(layer.presentationValue(.position).components == [5, 5])    // removed on completion

        let keys = LayerAnimation(kind: .keyframe, name: "keys")
        keys.keyPath = "opacity"
        keys.values = [AnimatedValue([1]), AnimatedValue([0]), AnimatedValue([1])]
        keys.keyTimes = [0, 0.25, 1]
        keys.duration = 1
        keys.fillMode = .forwards
        keys.isRemovedOnCompletion = false
        layer.add(keys, forKey: "keys")
        try app.advance(by: 0.125)
        #expect(layer.presentationValue(.opacity).number == 0.5)
        try app.advance(by: 2)
        #expect(layer.presentationValue(.opacity).number == 1 && layer.animationKeys == ["keys"])

        let spring = LayerAnimation(kind: .spring, name: "spring")
        spring.keyPath = "cornerRadius"
        spring.fromValue = AnimatedValue([0])
        spring.toValue = AnimatedValue([10])
        spring.duration = spring.settlingDuration
        spring.delegate = delegate
        layer.add(spring, forKey: "spring")
        layer.removeAnimation(forKey: "spring")
        try app.run()
        #expect(delegate.notes.last == "animationDidStop(false) spring")
    }

    @Test("H10: a display link ticks at frame boundaries, skips frames at a lower rate, pauses and stops")
    func displayLinks() throws {
        let app = App()
        var stamps: [Double] = []
        let link = DisplayLink(app: app, name: "Link") { stamps.append(($0.timestamp * 60).rounded()) }
        link.add()
        try app.advance(by: 0.05)
        #expect(stamps == [1, 2, 3])
        link.preferredFramesPerSecond = 30
        try app.advance(by: 0.1)
        #expect(stamps == [1, 2, 3, 4, 6, 8])
        link.isPaused = true
        try app.advance(by: 0.1)
        #expect(stamps.count == 6)
        link.isPaused = false
        link.invalidate()
        try app.advance(by: 0.1)
        #expect(stamps.count == 6 && app.displayLinks.isEmpty)
    }
}
