import Testing
@testable import HeadlessUIKit

/// A gesture delegate that lets its recognizer run with any other.
private final class Together: CallbackReceiver {
    let traceName = "Together"
    func implements(_ callback: Callback.Name) -> Bool { callback == .shouldRecognizeSimultaneouslyWith }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue { .flag(true) }
}

@Suite("The scroll view's pan recognizer, directional lock, sliders, rotation (G15-G17, Q10)")
struct ScrollPanRecognizerTests {
    /// Root's view holds Drawer (the whole screen), which holds List (0,100 375x500) with
    /// `content` of content; Drawer has its own pan, noting its states.
    func drawer(_ app: App, content: Size = Size(width: 375, height: 2000)) throws -> (list: ScrollView, pan: PanGestureRecognizer, states: Notes) {
        let root = try onScreen(app)
        let drawer = View(app: app, name: "Drawer", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let list = ScrollView(app: app, name: "List", frame: Rect(x: 0, y: 100, width: 375, height: 500))
        list.contentSize = content
        try root.view.addSubview(drawer)
        try drawer.addSubview(list)
        let states = Notes()
        let pan = PanGestureRecognizer(app: app, name: "DrawerPan")
        pan.addAction(GestureAction(name: "note:", target: nil) { states.values.append($0.state.rawValue) })
        drawer.addGestureRecognizer(pan)
        try app.settle()
        app.mark()
        return (list, pan, states)
    }

    @Test("G15: every scroll view carries its pan recognizer, named after it; isScrollEnabled is its isEnabled")
    func attached() throws {
        let app = App()
        let (list, _, _) = try drawer(app)
        #expect(list.gestureRecognizers.count == 1)
        #expect(list.gestureRecognizers.first === list.panGestureRecognizer)
        #expect(list.panGestureRecognizer.name == "List.panGestureRecognizer")
        #expect(list.panGestureRecognizer.hasOwnDelegate)
        list.isScrollEnabled = false
        #expect(!list.panGestureRecognizer.isEnabled)
    }

    @Test("G15, G7: the list's pan begins first on a vertical pan and fails the drawer's; a horizontal one fails it and the drawer's begins")
    func competition() throws {
        let app = App()
        let (list, _, states) = try drawer(app)
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 2, hold: 0.1)
        #expect(list.contentOffset == Point(x: 0, y: 50))
        #expect(states.values.isEmpty)
        #expect(app.recent.prefix(3) == ["List.panGestureRecognizer state(began)", "DrawerPan state(failed)",
                                         "List.panGestureRecognizer action(handlePan:)"])
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 200, y: 400), duration: 0.1, steps: 2)
        #expect(list.contentOffset == Point(x: 0, y: 50))
        #expect(states.values == ["began", "changed", "ended"])
    }

    @Test("G15, G7: require(toFail:) makes the list's pan wait for the drawer's; a delegate lets both run")
    func requirements() throws {
        let app = App()
        let (list, pan, states) = try drawer(app)
        list.panGestureRecognizer.require(toFail: pan)
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 2)
        #expect(list.contentOffset == .zero)
        #expect(states.values == ["began", "changed", "ended"])
        let together = Together()
        let other = App()
        let (scroll, drawerPan, heard) = try drawer(other)
        drawerPan.delegate = together
        try other.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 2, hold: 0.1)
        #expect(scroll.contentOffset == Point(x: 0, y: 50))
        #expect(heard.values == ["began", "changed", "ended"])
    }

    @Test("G7: the list's pan waiting for a recognizer that decides only at the lift fails with the lift: it never begins after it")
    func waitingPanFailsAtTheLift() throws {
        let app = App()
        let (list, pan, _) = try drawer(app)
        pan.isEnabled = false    // only the list's pan and the recognizer it waits for take part
        let undecided = GestureRecognizer(app: app, name: "Undecided")
        pan.view?.addGestureRecognizer(undecided)
        list.panGestureRecognizer.require(toFail: undecided)
        app.mark()
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 2)
        #expect(list.contentOffset == .zero)
        #expect(list.panGestureRecognizer.state == .possible)
        #expect(!app.recent.contains("List.panGestureRecognizer state(began)"))
        #expect(app.recent.contains("List.panGestureRecognizer state(failed)"))
    }

    @Test("G7: a rotation waiting for the list's pan, which fails only at the lift, fails with the lift whatever the recognizers' order")
    func waitingRotationFailsAtTheLift() throws {
        let app = App()
        let (list, pan, _) = try drawer(app)
        pan.isEnabled = false
        // Added to the list itself, after its pan: the pan fails first at the lift, and the
        // rotation waiting on it must not begin then (the fuzzer's seed hVThbP2+...).
        let rotation = RotationGestureRecognizer(app: app, name: "Turn")
        rotation.require(toFail: list.panGestureRecognizer)
        list.addGestureRecognizer(rotation)
        app.mark()
        try app.rotateFingers(at: Point(x: 150, y: 300), distance: 80, to: -0.9, duration: 0.2, steps: 2)
        #expect(rotation.state == .possible && list.panGestureRecognizer.state == .possible)
        #expect(!app.recent.contains("Turn state(began)"))
        #expect(app.recent.contains("Turn state(failed)"))
    }

    @Test("G15: the release's velocity is the pan's, zero after the finger rested; a cancelled pan ends the drag where it is")
    func releaseAndCancel() throws {
        let app = App()
        let (list, _, _) = try drawer(app)
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 4)
        #expect(list.isDecelerating)
        try app.settle()
        #expect(list.contentOffset.y == 574)    // 75 + 1000 pt/s projected
        list.contentOffset = .zero
        list.panGestureRecognizer.addAction(GestureAction(name: "stop:", target: nil) { recognizer in
            if recognizer.state == .changed { list.isScrollEnabled = false }
        })
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 4)
        #expect(!list.isDragging && !list.isDecelerating)
        #expect(list.contentOffset.y == 25)
        #expect(app.recent.contains("List.panGestureRecognizer state(cancelled)"))
    }

    @Test("Q10: with directional lock a mostly vertical drag keeps to y; a diagonal one moves both ways")
    func directionalLock() throws {
        let app = App()
        let (list, _, _) = try drawer(app, content: Size(width: 2000, height: 2000))
        list.isDirectionalLockEnabled = true
        try app.pan(from: Point(x: 100, y: 400), to: Point(x: 70, y: 300), duration: 0.1, steps: 2, hold: 0.1)
        #expect(list.contentOffset == Point(x: 0, y: 50))
        list.contentOffset = .zero
        try app.pan(from: Point(x: 300, y: 400), to: Point(x: 200, y: 300), duration: 0.1, steps: 2, hold: 0.1)
        #expect(list.contentOffset == Point(x: 50, y: 50))
        #expect(ScrollView.lockedAxis(of: Point(x: 30, y: 10)) == .horizontal)
        #expect(ScrollView.lockedAxis(of: Point(x: 20, y: 10)) == nil)
    }

    @Test("G16: a slider's thumb follows the finger and sends valueChanged per change; a touch off the thumb does nothing")
    func slider() throws {
        let app = App()
        let root = try onScreen(app)
        let slider = Slider(app: app, name: "Volume", frame: Rect(x: 20, y: 200, width: 231, height: 31))
        slider.maximumValue = 100
        try root.view.addSubview(slider)
        var values: [Double] = []
        slider.add(.handler(identifier: "level", events: .valueChanged) { control, _ in
            values.append((control as? Slider)?.value ?? -1)
            return .performed
        })
        try app.pan(from: Point(x: 36, y: 215), to: Point(x: 136, y: 215), duration: 0.1, steps: 2)
        #expect(values == [25, 50])
        slider.isContinuous = false
        try app.pan(from: Point(x: 136, y: 215), to: Point(x: 86, y: 215), duration: 0.1, steps: 2)
        #expect(values == [25, 50, 25])
        try app.pan(from: Point(x: 230, y: 215), to: Point(x: 100, y: 215), duration: 0.1, steps: 2)
        #expect(slider.value == 25)
        slider.minimumValue = 30
        #expect(slider.value == 30)
        slider.setValue(500, animated: true)
        #expect(slider.value == 100)
        #expect(values.count == 3)
    }

    @Test("G17: two fingers turning a quarter turn: the rotation recognizer begins on the first turn and reports radians")
    func rotation() throws {
        let app = App()
        let root = try onScreen(app)
        let photo = View(app: app, name: "Photo", frame: Rect(x: 50, y: 200, width: 200, height: 200))
        try root.view.addSubview(photo)
        let turn = RotationGestureRecognizer(app: app, name: "Turn")
        var rotations: [Double] = []
        turn.addAction(GestureAction(name: "note:", target: nil) { recognizer in
            rotations.append(((recognizer as? RotationGestureRecognizer)?.rotation ?? 0) * 1000)
        })
        photo.addGestureRecognizer(turn)
        try app.rotateFingers(at: Point(x: 150, y: 300), distance: 100, to: Double.pi / 2, duration: 0.2, steps: 2)
        #expect(rotations.map { $0.rounded() } == [785, 1571, 1571])
        #expect(app.recent.contains("Turn state(began)"))
    }
}

/// Values an action appends to.
final class Notes { var values: [String] = [] }
