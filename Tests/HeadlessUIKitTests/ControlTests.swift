import Testing
@testable import HeadlessUIKit

/// A target that counts the actions it runs.
final class ActionCounter {
    var runs: [String] = []
}

/// A control that refuses to track and notes the tracking calls it gets.
final class RefusingControl: Control {
    var notes: [String] = []
    override func beginTracking(_ touch: Touch) -> Bool {
        notes.append("begin")
        return false
    }
}

@Suite("Controls (G10-G12)")
struct ControlTests {
    /// A button (20,100 100x44) on an on-screen root, the trace marked.
    func button(_ app: App) throws -> Button {
        let root = try onScreen(app)
        let ok = Button(app: app, name: "OK", frame: Rect(x: 20, y: 100, width: 100, height: 44), title: "OK")
        try root.view.addSubview(ok)
        app.mark()
        return ok
    }

    /// A pair for `counter` that runs `selector`, or does not understand it.
    func pair(_ counter: ActionCounter, _ selector: String, _ events: ControlEvents, understood: Bool = true) -> ControlAction {
        .targetAction(counter, named: "Counter", selector: selector, events: events) { [weak counter] _, sent in
            guard understood else { return .unrecognized(receiverClass: "Counter") }
            counter?.runs.append("\(selector) \(sent.traceText)")
            return .performed
        }
    }

    @Test("G10: entries hear the events they listen to in the order added; the same pair merges, a handler's identifier replaces")
    func dispatchTable() throws {
        let app = App()
        let ok = try button(app)
        let counter = ActionCounter()
        ok.add(pair(counter, "save:", .touchUpInside))
        ok.add(.handler(identifier: "log", events: [.touchUpInside, .valueChanged]) { _, _ in counter.runs.append("log"); return .performed })
        ok.add(pair(counter, "save:", .touchUpOutside))
        ok.add(.handler(identifier: "log", events: .touchUpInside) { _, _ in counter.runs.append("new log"); return .performed })
        #expect(ok.actions.count == 2)
        #expect(ok.allControlEvents == [.touchUpInside, .touchUpOutside])
        #expect(ok.selectors(forTarget: counter, forControlEvent: .touchUpOutside) == ["save:"])
        ok.sendActions(for: [.touchUpInside, .touchUpOutside])
        #expect(counter.runs == ["save: touchUpInside|touchUpOutside", "new log"])
        #expect(app.recent == ["OK sendAction(save:, Counter, touchUpInside|touchUpOutside)", "OK performAction(log, touchUpInside)"])
        ok.removeTarget(counter, selector: nil, for: .touchUpInside)
        ok.removeHandler(identifier: "log", for: .allEvents)
        #expect(ok.actions.count == 1)
        #expect(ok.actions.first?.events == .touchUpOutside)
    }

    @Test("G10: a target that does not understand its action is UIKit's uncaught unrecognized-selector exception")
    func unrecognizedSelector() throws {
        let app = App()
        let ok = try button(app)
        let counter = ActionCounter()
        ok.add(pair(counter, "missing:", .touchUpInside, understood: false))
        ok.sendActions(for: .touchUpInside)
        #expect(app.uncaughtException?.name == "NSInvalidArgumentException")
        #expect(app.uncaughtException?.reason == "-[Counter missing:]: unrecognized selector sent to instance")
    }

    @Test("G11: a tap tracks, highlights and sends touchDown then touchUpInside with the primary action; a disabled control takes no touch")
    func tapTracking() throws {
        let app = App()
        let ok = try button(app)
        let counter = ActionCounter()
        var highlightedAtDown: Bool?
        ok.add(.handler(identifier: "down", events: .touchDown) { control, _ in highlightedAtDown = control.isHighlighted; return .performed })
        ok.add(pair(counter, "tap:", .allEvents))
        #expect(try app.tap(at: Point(x: 30, y: 110)) === ok)
        #expect(highlightedAtDown == false)
        #expect(!ok.isHighlighted && !ok.isTracking)
        #expect(counter.runs == ["tap: touchDown", "tap: touchUpInside|primaryActionTriggered"])
        #expect(app.recent == ["OK touchesBegan(30,110)", "OK beginTracking(10,10)", "OK performAction(down, touchDown)",
                               "OK sendAction(tap:, Counter, touchDown)", "OK touchesEnded(30,110)", "OK endTracking(10,10)",
                               "OK sendAction(tap:, Counter, touchUpInside|primaryActionTriggered)"])
        ok.isEnabled = false
        #expect(ok.state == .disabled)
        #expect(try app.tap(at: Point(x: 30, y: 110)) !== ok)
        #expect(counter.runs.count == 2)
    }

    @Test("G11: drags inside and outside the 70-point margin, exit and enter; a refused beginTracking sends nothing")
    func dragTracking() throws {
        let app = App()
        let ok = try button(app)
        let counter = ActionCounter()
        ok.add(pair(counter, "t:", .allTouchEvents))
        #expect(ok.trackingAreaContains(Point(x: 169.9, y: 0)))
        #expect(!ok.trackingAreaContains(Point(x: 170, y: 0)))
        try app.pan(from: Point(x: 30, y: 110), to: Point(x: 230, y: 110), duration: 0.2, steps: 2)
        #expect(counter.runs == ["t: touchDown", "t: touchDragInside", "t: touchDragOutside|touchDragExit", "t: touchUpOutside"])
        let refusing = RefusingControl(app: app, name: "Refusing", frame: Rect(x: 200, y: 300, width: 50, height: 50))
        try app.window.rootViewController?.view.addSubview(refusing)
        refusing.add(pair(counter, "r:", .allEvents))
        try app.tap(at: Point(x: 210, y: 310))
        #expect(refusing.notes == ["begin"])
        #expect(counter.runs.count == 4)
    }

    @Test("G12: a button's title falls back to normal; a switch's tap turns it and sends valueChanged, setOn sends nothing")
    func buttonsAndSwitches() throws {
        let app = App()
        let ok = try button(app)
        ok.setTitle("Busy", for: .highlighted)
        #expect(ok.title(for: .selected) == "OK")
        ok.isHighlighted = true
        #expect(ok.currentTitle == "Busy")
        ok.isHighlighted = false
        let wifi = Switch(app: app, name: "Wifi", frame: Rect(x: 20, y: 200, width: 51, height: 31))
        try app.window.rootViewController?.view.addSubview(wifi)
        let counter = ActionCounter()
        wifi.add(pair(counter, "changed:", .allEvents))
        try app.tap(at: Point(x: 30, y: 210))
        #expect(wifi.isOn)
        wifi.setOn(false, animated: true)
        #expect(counter.runs == ["changed: touchDown", "changed: valueChanged"])
    }

    @Test("G12: a segmented control selects the segment under a lifted finger and sends valueChanged only for a change")
    func segmentedControl() throws {
        let app = App()
        let root = try onScreen(app)
        let tabs = SegmentedControl(app: app, name: "Tabs", frame: Rect(x: 0, y: 300, width: 300, height: 32), items: ["A", "B", "C"])
        try root.view.addSubview(tabs)
        let counter = ActionCounter()
        tabs.add(pair(counter, "picked:", .valueChanged))
        try app.tap(at: Point(x: 250, y: 310))
        try app.tap(at: Point(x: 210, y: 310))
        #expect(tabs.selectedSegmentIndex == 2)
        #expect(counter.runs == ["picked: valueChanged"])
        tabs.removeSegment(at: 2)
        #expect(tabs.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(tabs.segment(atX: 299) == 1)
    }
}
