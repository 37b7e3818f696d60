import Testing
@testable import HeadlessUIKit

@Suite("Animations and transitions (N1-N3)")
struct AnimationTests {
    @Test("N1: model values final at once; presentation interpolated; completion(true) at delay + duration")
    func animate() throws {
        let app = App()
        let box = View(app: app, name: "Box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        app.animate(duration: 1, delay: 0.5, curve: .linear, animations: {
            box.frame = Rect(x: 100, y: 0, width: 10, height: 10)
        }, completion: { finished = $0 })
        #expect(box.frame.minX == 100)
        try app.advance(by: 1)
        #expect(box.presentationFrame.minX == 50)
        #expect(finished == nil)
        try app.advance(by: 0.5)
        #expect(finished == true)
        #expect(app.runningAnimationCount == 0)
    }

    @Test("N1: every curve starts at 0 and ends at 1", arguments: AnimationCurve.allCases)
    func curves(curve: AnimationCurve) {
        #expect(curve.progress(0) == 0)
        #expect(curve.progress(1) == 1)
        #expect(curve.progress(-1) == 0)
        #expect(curve.progress(0.5) >= 0.25 && curve.progress(0.5) <= 0.75)
    }

    @Test("N1: removeAllAnimations completes with false on the next turn, never with true")
    func remove() throws {
        let app = App()
        let box = View(app: app, name: "Box")
        var results: [Bool] = []
        app.animate(duration: 1, animations: { box.frame = Rect(x: 1, y: 1, width: 1, height: 1) },
                    completion: { results.append($0) })
        box.removeAllAnimations()
        #expect(results.isEmpty)
        try app.settle()
        #expect(results == [false])
    }

    /// An on-screen parent `P` showing child `A`, with `B` added as a child but not shown; the
    /// trace marked.
    func parentShowingA(_ app: App, forwards: Bool = true) throws -> (ViewController, ViewController, ViewController) {
        let parent = try onScreen(app, "P")
        parent.shouldAutomaticallyForwardAppearanceMethods = forwards
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        try contain(a, in: parent)
        try parent.addChild(b)
        try app.run()
        app.mark()
        return (parent, a, b)
    }

    /// A parent on screen with two children, A and B, whose views it never adds: A never appears.
    func parentWithChildrenOffScreen(_ app: App) throws -> (ViewController, ViewController, ViewController) {
        let parent = try onScreen(app, "P")
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        for child in [a, b] {
            try parent.addChild(child)
            child.sendFromScript(.didMoveToParent, .controller(parent))
        }
        try app.run()
        app.mark()
        return (parent, a, b)
    }

    @Test("N2: the transition's order of callbacks; no containment callbacks; view swapped at the end")
    func transition() throws {
        let app = App()
        let (parent, a, b) = try parentShowingA(app)
        var completed = false
        try parent.transition(from: a, to: b, duration: 0.3, animations: nil) { completed = $0 }
        #expect(b.view.superview === parent.view)
        try app.advance(by: 0.3)
        #expect(completed)
        #expect(a.view.superview == nil)
        #expect(app.recent.filter { $0.contains("ppear") } == [
            "A viewWillDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing(true)",
            "A viewDidDisappear(true)", "B viewDidAppear(true)",
        ])
        #expect(!app.recent.contains { $0.contains("MoveToParent") })
    }

    @Test("N2: from a child that is not on screen, the transition moves no appearance; the window's hooks give the incoming child its own")
    func transitionFromAChildOffScreen() throws {
        let app = App()
        let (parent, a, b) = try parentWithChildrenOffScreen(app)
        try parent.transition(from: a, to: b, duration: 0.3, animations: nil, completion: nil)
        try app.settle()
        #expect(app.recent.filter { $0.contains("ppear") } == [
            "B viewWillAppear(false)", "B viewIsAppearing(false)", "B viewDidAppear(false)",
        ])
        #expect(a.appearState == .disappeared)
        #expect(b.appearState == .appeared)
        // Taken out of the window, B disappears with its view: nothing is left appearing.
        parent.view.removeFromSuperview()
        try app.settle()
        #expect(b.appearState == .disappeared)
    }

    @Test("N2, X4: cancelled, an interactive transition from a child that is not on screen leaves the incoming child's appearance to the window: it disappears with its view")
    func cancelledTransitionFromAChildOffScreen() throws {
        let app = App()
        let (parent, a, b) = try parentWithChildrenOffScreen(app)
        let pan = PercentDrivenInteractiveTransition(name: "Pan")
        try parent.transition(from: a, to: b, animator: SlideAnimator(duration: 0.4), interactor: pan, completion: nil)
        pan.update(0.5)
        pan.cancel()
        try app.settle()
        // B's view entered the window with the transition and left it with the cancel.
        #expect(app.recent.filter { $0.contains("ppear") } == [
            "B viewWillAppear(false)", "B viewIsAppearing(false)", "B viewDidAppear(false)",
            "B viewWillDisappear(false)", "B viewDidDisappear(false)",
        ])
        #expect(a.appearState == .disappeared)
        #expect(b.appearState == .disappeared)
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test("N2: controllers without the common parent: UIKit's exception")
    func transitionMisuse() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), a = ViewController(app: app, name: "A")
        let stranger = ViewController(app: app, name: "S")
        try parent.addChild(a)
        do {
            try parent.transition(from: a, to: stranger, duration: 0, animations: nil, completion: nil)
            Issue.record("no error")
        } catch {
            #expect(error.reason.hasPrefix("Children view controllers <A> and <S> must have a common parent view controller"))
            #expect(error.rule == .N2)
        }
    }

    @Test("N2: a container that forwards appearance manually cannot use transition: UIKit's NSInvalidArgumentException, nothing changes")
    func transitionWithManualForwarding() throws {
        let app = App()
        let (parent, a, b) = try parentShowingA(app, forwards: false)
        var completed = false
        do {
            try parent.transition(from: a, to: b, duration: 0.3, animations: nil) { completed = $0 }
            Issue.record("no error")
        } catch {
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] cannot be used by <P>: it explicitly forwards its appearance callbacks to its children (shouldAutomaticallyForwardAppearanceMethods is NO)")
            #expect(error.rule == .N2)
        }
        try app.settle()
        #expect(!completed)
        #expect(app.recent.isEmpty)
        #expect(a.view.superview === parent.view && b.view.superview == nil)
        #expect(a.appearState == .disappeared && b.appearState == .disappeared)   // manual: never forwarded
    }

    @Test("N2: the common-parent check comes first, as in UIKit's header")
    func transitionChecksOrder() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), a = ViewController(app: app, name: "A")
        parent.shouldAutomaticallyForwardAppearanceMethods = false
        try parent.addChild(a)
        #expect(throws: EngineError.self) { try parent.transition(from: a, to: a, duration: 0, animations: nil, completion: nil) }
        do {
            try parent.transition(from: a, to: ViewController(app: app, name: "S"), duration: 0, animations: nil, completion: nil)
        } catch {
            #expect(error.reason.hasPrefix("Children view controllers <A> and <S>"))
        }
    }

    @Test("N3: ignoring nests; taps are dropped while it is above zero; below zero warns")
    func ignoring() throws {
        let app = App()
        let root = try onScreen(app)
        let button = View(app: app, name: "B", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try root.view.addSubview(button)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(!app.tap(button))
        app.endIgnoringInteractionEvents()
        #expect(app.tap(button))
        app.endIgnoringInteractionEvents()
        #expect(app.trace.events.last?.kind == .warning)
        #expect(app.trace.events.last?.rule == .N3)
    }
}
