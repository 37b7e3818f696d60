import Testing
@testable import HeadlessUIKit

/// A delegate whose answers the test sets; it implements only the questions given answers.
private final class GestureDelegate: CallbackReceiver {
    let traceName = "Delegate"
    var answers: [Callback.Name: Bool] = [:]
    /// Answers for `shouldRecognizeSimultaneouslyWith` etc. only about this other recognizer.
    var about: GestureRecognizer?
    func implements(_ callback: Callback.Name) -> Bool { answers[callback] != nil }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        if let about, let other = callback.gestureRecognizer("otherGestureRecognizer"), other !== about { return .flag(false) }
        return answers[callback.name].map { .flag($0) } ?? .nothing
    }
}

/// A screen: Root's view holds Panel (0,100 300x300), which holds Button (10,10 50x40).
private func screen(_ app: App) throws -> (root: ViewController, panel: View, button: View) {
    let root = try onScreen(app, "Root")
    let panel = View(app: app, name: "Panel", frame: Rect(x: 0, y: 100, width: 300, height: 300))
    let button = View(app: app, name: "Button", frame: Rect(x: 10, y: 10, width: 50, height: 40))
    try root.view.addSubview(panel)
    try panel.addSubview(button)
    try app.settle()
    return (root, panel, button)
}

/// An action that notes the state and the pan's translation and velocity.
private func noting(_ notes: Box) -> GestureAction {
    GestureAction(name: "note:", target: nil) { recognizer in
        if let pan = recognizer as? PanGestureRecognizer {
            let t = pan.translation(in: nil), v = pan.velocity(in: nil)
            notes.values.append("\(recognizer.state.rawValue) \(format(t.x)),\(format(t.y)) v\(format(v.x.rounded()))")
        } else {
            notes.values.append(recognizer.state.rawValue)
        }
    }
}

private final class Box { var values: [String] = [] }

@Suite("Gesture recognizers (G3-G9)")
struct GestureTests {
    @Test("G3: the state machine allows UIKit's documented transitions only, discrete and continuous apart")
    func stateMachine() {
        let discrete = GestureState.allCases.flatMap { from in GestureState.allCases.compactMap { to in
            from.allows(to, discrete: true) ? "\(from.rawValue)>\(to.rawValue)" : nil } }
        #expect(discrete == ["possible>ended", "possible>failed", "ended>possible", "cancelled>possible", "failed>possible"])
        let continuous = GestureState.allCases.flatMap { from in GestureState.allCases.compactMap { to in
            from.allows(to, discrete: false) ? "\(from.rawValue)>\(to.rawValue)" : nil } }
        #expect(continuous == ["possible>began", "possible>failed", "began>changed", "began>ended", "began>cancelled",
                               "changed>changed", "changed>ended", "changed>cancelled",
                               "ended>possible", "cancelled>possible", "failed>possible"])
        let app = App()
        let tap = TapGestureRecognizer(app: app, name: "Tap")
        app.mark()
        tap.setState(.began)
        #expect(tap.state == .possible)
        #expect(app.recent == ["Tap warning: invalid gesture state transition from possible to began; it is ignored."])
    }

    @Test("G3, G4, G5, G6: a tap recognizer on a superview sees the touch first, recognizes at the lift, cancels the button's touch, then sends its actions in order")
    func tapCancelsTheView() throws {
        let app = App()
        let (_, panel, _) = try screen(app)
        let tap = TapGestureRecognizer(app: app, name: "Tap")
        let notes = Box()
        tap.addAction(noting(notes))
        tap.addAction(GestureAction(name: "second:", target: nil) { _ in notes.values.append("second") })
        panel.addGestureRecognizer(tap)
        app.mark()
        #expect(try app.tap(at: Point(x: 20, y: 120))?.name == "Button")
        #expect(app.recent == ["Button touchesBegan(20,120)", "Tap state(ended)", "Button touchesCancelled(20,120)",
                               "Tap action(note:)", "Tap action(second:)"])
        #expect(notes.values == ["ended", "second"])
        #expect(tap.state == .possible)    // reset at the end of the sequence
        tap.cancelsTouchesInView = false
        tap.removeActions(target: nil, name: "second:")
        app.mark()
        try app.tap(at: Point(x: 20, y: 120))
        #expect(app.recent == ["Button touchesBegan(20,120)", "Tap state(ended)", "Tap action(note:)", "Button touchesEnded(20,120)"])
        tap.isEnabled = false
        app.mark()
        try app.tap(at: Point(x: 20, y: 120))
        #expect(app.recent == ["Button touchesBegan(20,120)", "Button touchesEnded(20,120)"])
    }

    @Test("G5: delaysTouchesBegan holds the view's touches until the recognizer fails; delaysTouchesEnded false lets the lift through first")
    func delays() throws {
        let app = App()
        let (_, panel, _) = try screen(app)
        let swipe = SwipeGestureRecognizer(app: app, name: "Swipe")
        swipe.delaysTouchesBegan = true
        panel.addGestureRecognizer(swipe)
        app.mark()
        try app.pan(from: Point(x: 20, y: 120), to: Point(x: 20, y: 160), duration: 0.2, steps: 2)
        #expect(app.recent == ["Swipe state(failed)", "Button touchesBegan(20,160)", "Button touchesMoved(20,160)",
                               "Button touchesEnded(20,160)"])
        app.mark()
        try app.pan(from: Point(x: 20, y: 120), to: Point(x: 120, y: 120), duration: 0.2, steps: 2)
        #expect(app.recent == ["Swipe state(ended)"])    // recognized: the held touches are dropped
        let tap = TapGestureRecognizer(app: app, name: "Tap")
        tap.delaysTouchesEnded = false
        panel.removeGestureRecognizer(swipe)
        panel.addGestureRecognizer(tap)
        app.mark()
        try app.tap(at: Point(x: 20, y: 120))
        #expect(app.recent == ["Button touchesBegan(20,120)", "Button touchesEnded(20,120)", "Tap state(ended)"])
    }

    @Test("G7, G8: a single tap that requires a double tap to fail waits for it: one tap recognizes late, two taps recognize the double tap only")
    func requireToFail() throws {
        let app = App()
        let (_, panel, _) = try screen(app)
        let single = TapGestureRecognizer(app: app, name: "Single")
        let double = TapGestureRecognizer(app: app, name: "Double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        panel.addGestureRecognizer(single)
        panel.addGestureRecognizer(double)
        app.mark()
        try app.tap(at: Point(x: 150, y: 250))
        #expect(app.recent == ["Panel touchesBegan(150,250)", "Double state(failed)", "Single state(ended)",
                               "Panel touchesCancelled(150,250)"])
        app.mark()
        try app.tap(at: Point(x: 150, y: 250), taps: 2)
        #expect(app.recent == ["Panel touchesBegan(150,250)", "Panel touchesEnded(150,250)",
                               "Panel touchesBegan(150,250)", "Double state(ended)", "Panel touchesCancelled(150,250)",
                               "Single state(failed)"])
    }

    @Test("G7: one recognizing fails the others unless a delegate lets them recognize together; shouldBegin false fails it; the delegate's failure requirements make it wait")
    func arbitration() throws {
        let app = App()
        let (_, panel, button) = try screen(app)
        let outer = PanGestureRecognizer(app: app, name: "Outer")
        let inner = PanGestureRecognizer(app: app, name: "Inner")
        panel.addGestureRecognizer(outer)
        button.addGestureRecognizer(inner)
        app.mark()
        try app.pan(from: Point(x: 20, y: 120), to: Point(x: 60, y: 120), duration: 0.1, steps: 2)
        #expect(app.recent.filter { $0.contains("state(") } == ["Inner state(began)", "Outer state(failed)", "Inner state(changed)",
                                                                  "Inner state(ended)"])
        let delegate = GestureDelegate()
        delegate.answers[.shouldRecognizeSimultaneouslyWith] = true
        outer.delegate = delegate
        app.mark()
        try app.pan(from: Point(x: 20, y: 120), to: Point(x: 60, y: 120), duration: 0.1, steps: 2)
        #expect(app.recent.filter { $0.contains("state(") || $0.hasPrefix("Delegate") } == [
            "Inner state(began)", "Delegate shouldRecognizeSimultaneouslyWith(Inner)",     // Inner blocking Outer
            "Delegate shouldRecognizeSimultaneouslyWith(Inner)", "Outer state(began)",    // Outer beginning beside Inner
            "Inner state(changed)", "Outer state(changed)", "Inner state(ended)", "Outer state(ended)"])
        let refusing = GestureDelegate()
        refusing.answers[.gestureRecognizerShouldBegin] = false
        inner.delegate = refusing
        app.mark()
        try app.pan(from: Point(x: 20, y: 120), to: Point(x: 60, y: 120), duration: 0.1, steps: 2)
        #expect(app.recent.filter { $0.contains("state(") } == ["Inner state(failed)", "Outer state(began)", "Outer state(changed)",
                                                                  "Outer state(ended)"])
        let waiting = GestureDelegate()
        waiting.answers[.shouldRequireFailureOf] = true
        inner.delegate = waiting
        outer.delegate = nil
        app.mark()
        try app.pan(from: Point(x: 20, y: 120), to: Point(x: 60, y: 120), duration: 0.1, steps: 2)
        #expect(app.recent.filter { $0.contains("state(") || $0.hasPrefix("Delegate") } == [
            "Delegate shouldRequireFailureOf(Outer)", "Outer state(began)", "Inner state(failed)", "Outer state(changed)",
            "Outer state(ended)"])
    }

    @Test("G4: shouldReceive false keeps a recognizer out of the sequence")
    func shouldReceive() throws {
        let app = App()
        let (_, panel, _) = try screen(app)
        let tap = TapGestureRecognizer(app: app, name: "Tap")
        let delegate = GestureDelegate()
        delegate.answers[.shouldReceiveTouch] = false
        tap.delegate = delegate
        panel.addGestureRecognizer(tap)
        app.mark()
        try app.tap(at: Point(x: 20, y: 120))
        #expect(app.recent == ["Delegate shouldReceive(20,120)", "Button touchesBegan(20,120)", "Button touchesEnded(20,120)"])
    }

    @Test("G8: a pan begins after 10 points; translation counts from the touch down, setTranslation rebases it; velocity is the last move's")
    func pan() throws {
        let app = App()
        let (_, panel, _) = try screen(app)
        let pan = PanGestureRecognizer(app: app, name: "Pan")
        let notes = Box()
        pan.addAction(noting(notes))
        pan.addAction(GestureAction(name: "rebase:", target: nil) { recognizer in
            if recognizer.state == .changed { (recognizer as? PanGestureRecognizer)?.setTranslation(.zero, in: nil) }
        })
        panel.addGestureRecognizer(pan)
        try app.pan(from: Point(x: 100, y: 200), to: Point(x: 120, y: 200), duration: 0.2, steps: 4)
        #expect(notes.values == ["began 10,0 v100", "changed 15,0 v100", "changed 5,0 v100", "ended 0,0 v100"])
        notes.values = []
        try app.pan(from: Point(x: 100, y: 200), to: Point(x: 108, y: 200), duration: 0.2, steps: 2)
        #expect(notes.values == [])
        #expect(pan.state == .possible)
    }

    @Test("G8: an edge pan begins only from its edge; a swipe needs 50 points; a long press begins on the clock; a pinch scales with two fingers")
    func kinds() throws {
        let app = App()
        let (root, _, _) = try screen(app)
        let edge = ScreenEdgePanGestureRecognizer(app: app, name: "Edge")
        edge.edges = [.left]
        root.view.addGestureRecognizer(edge)
        app.mark()
        try app.pan(from: Point(x: 100, y: 500), to: Point(x: 200, y: 500), duration: 0.1, steps: 2)
        #expect(app.recent.contains("Edge state(failed)"))
        app.mark()
        try app.edgePan(from: .left, offset: 500, distance: 100, duration: 0.1, steps: 2)
        #expect(app.recent.filter { $0.hasPrefix("Edge") } == ["Edge state(began)", "Edge state(changed)", "Edge state(ended)"])
        root.view.removeGestureRecognizer(edge)

        let swipe = SwipeGestureRecognizer(app: app, name: "Swipe")
        swipe.directions = [.left]
        root.view.addGestureRecognizer(swipe)
        app.mark()
        try app.pan(from: Point(x: 300, y: 500), to: Point(x: 200, y: 500), duration: 0.1, steps: 4)
        #expect(app.recent.filter { $0.hasPrefix("Swipe") } == ["Swipe state(ended)"])
        root.view.removeGestureRecognizer(swipe)

        let press = LongPressGestureRecognizer(app: app, name: "Press")
        root.view.addGestureRecognizer(press)
        app.mark()
        try app.longPress(at: Point(x: 300, y: 500), duration: 0.4)
        #expect(app.recent.filter { $0.hasPrefix("Press") } == ["Press state(failed)"])
        app.mark()
        let start = app.time
        try app.longPress(at: Point(x: 300, y: 500), duration: 0.6)
        #expect(app.time - start == 0.6)
        #expect(app.recent.filter { $0.hasPrefix("Press") } == ["Press state(began)", "Press state(ended)"])
        root.view.removeGestureRecognizer(press)

        let pinch = PinchGestureRecognizer(app: app, name: "Pinch")
        let scales = Box()
        pinch.addAction(GestureAction(name: "zoom:", target: nil) { recognizer in
            let p = recognizer as? PinchGestureRecognizer
            scales.values.append("\(recognizer.state.rawValue) \(format(p?.scale ?? 0)) v\(format((p?.velocity ?? 0).rounded()))")
        })
        root.view.addGestureRecognizer(pinch)
        app.mark()
        let hits = try app.pinch(at: Point(x: 200, y: 500), from: 100, to: 200, duration: 0.2, steps: 2)
        #expect(hits?.map(\.name) == ["Root.view", "Root.view"])
        #expect(scales.values == ["began 1.5 v5", "changed 2 v5", "ended 2 v5"])
        #expect(app.recent.prefix(2) == ["Root.view touchesBegan(150,500)", "Root.view touchesBegan(250,500)"])
    }

    @Test("G3, G4: a recognizer removed while its finger is down fails, is reset, and recognizes again once added back")
    func removedMidSequence() throws {
        let app = App()
        let (root, _, _) = try screen(app)
        let press = LongPressGestureRecognizer(app: app, name: "Press")
        root.view.addGestureRecognizer(press)
        app.after(0.2) { root.view.removeGestureRecognizer(press) }
        app.mark()
        try app.longPress(at: Point(x: 300, y: 500), duration: 0.6)
        #expect(app.recent.filter { $0.hasPrefix("Press") } == ["Press state(failed)"])
        #expect(press.state == .possible)
        #expect(press.view == nil)
        root.view.addGestureRecognizer(press)
        app.mark()
        try app.longPress(at: Point(x: 300, y: 500), duration: 0.6)
        #expect(app.recent.filter { $0.hasPrefix("Press") } == ["Press state(began)", "Press state(ended)"])
    }

    @Test("G9: the interactive pop gesture pops from the left edge past half the width, cancels short of it, and does not begin with one controller")
    func interactivePop() throws {
        let app = App()
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: a)
        try app.window.setRootViewController(nav)
        try app.settle()
        app.mark()
        try app.edgePan(from: .left, distance: 100, duration: 0.1, steps: 2)
        #expect(app.recent.filter { $0.hasPrefix("Nav.") } == ["Nav.interactivePopGestureRecognizer state(failed)"])
        try nav.pushViewController(b, animated: false)
        try app.settle()
        app.mark()
        try app.edgePan(from: .left, distance: 100, duration: 0.25, steps: 2)
        #expect(nav.viewControllers.map(\.name) == ["A", "B"])
        #expect(app.recent.filter { !$0.contains("Layout") && !$0.contains("SafeArea") } == [
            "B.view touchesBegan(0,333.5)",
            "Nav.interactivePopGestureRecognizer state(began)", "B.view touchesCancelled(50,333.5)",
            "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)",
            "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing(true)",
            "Nav.interactivePopGestureRecognizer state(changed)",
            "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)",
            "Nav.interactivePopGestureRecognizer state(ended)",
            "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)",
            "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing(true)",
            "B viewDidAppear(true)",
        ])
        app.mark()
        try app.edgePan(from: .left, distance: 200, duration: 0.5, steps: 2)
        #expect(nav.viewControllers.map(\.name) == ["A"])
        #expect(app.recent.filter { ($0.hasPrefix("A ") || $0.hasPrefix("B ")) && !$0.contains("Layout") } == [
            "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing(true)",
            "B willMoveToParent(nil)", "B viewDidDisappear(true)", "A viewDidAppear(true)", "B didMoveToParent(nil)",
        ])
    }

    @Test("G9: a fast flick pops short of half the width; the coordinator's percent follows the finger")
    func popFlick() throws {
        let app = App()
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        let nav = try NavigationController(app: app, name: "Nav", rootViewController: a)
        try app.window.setRootViewController(nav)
        try app.settle()
        try nav.pushViewController(b, animated: false)
        try app.settle()
        var percents: [Double] = []
        nav.interactivePopGestureRecognizer.addAction(GestureAction(name: "watch:", target: nil) { _ in
            percents.append(b.transitionCoordinator?.percentComplete ?? -1)
        })
        try app.edgePan(from: .left, distance: 150, duration: 0.1, steps: 2)
        #expect(nav.viewControllers.map(\.name) == ["A"])
        #expect(percents == [0.2, 0.4, -1])    // the finished pop has no coordinator left
    }
}
