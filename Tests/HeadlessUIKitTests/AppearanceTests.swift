import Testing
@testable import HeadlessUIKit

@Suite("Appearance (A1-A6)")
struct AppearanceTests {
    @Test("A1: every (state, direction) pair of a begin", arguments: AppearState.allCases)
    func beginTable(state: AppearState) {
        switch state {
        case .disappeared, .disappearing:
            #expect(state.afterBegin(appearing: true) == .appearing)
            #expect(state.afterBegin(appearing: false) == nil)
        case .appeared, .appearing:
            #expect(state.afterBegin(appearing: false) == .disappearing)
            #expect(state.afterBegin(appearing: true) == nil)
        }
    }

    @Test("A1/A2/A3: a full cycle sends will/did appear then will/did disappear")
    func cycle() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.beginAppearanceTransition(true, animated: false)
        #expect(vc.appearState == .appearing)
        #expect(vc.isViewLoaded)
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(false, animated: true)
        vc.endAppearanceTransition()
        #expect(app.trace.texts == ["V loadView", "V viewDidLoad", "V viewWillAppear(false)", "V viewDidAppear(false)",
                                    "V viewWillDisappear(true)", "V viewDidDisappear(true)"])
        #expect(vc.appearState == .disappeared)
    }

    @Test("A2: a begin in the pending direction raises the level and sends nothing")
    func levels() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        #expect(vc.pendingTransition?.level == 2)
        vc.endAppearanceTransition()
        #expect(vc.appearState == .appearing)
        vc.endAppearanceTransition()
        #expect(vc.appearState == .appeared)
        #expect(app.trace.texts.filter { $0.contains("Appear") } == ["V viewWillAppear(false)", "V viewDidAppear(false)"])
    }

    @Test("A3: cancel is begin(false), begin(true), one end; an extra end warns")
    func cancelAndUnbalanced() throws {
        let app = App()
        let vc = try onScreen(app, "V")
        vc.beginAppearanceTransition(false, animated: true)
        vc.beginAppearanceTransition(true, animated: true)
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()
        #expect(app.recent == ["V viewWillDisappear(true)", "V viewWillAppear(true)", "V viewDidAppear(true)",
                               "V warning: Unbalanced calls to begin/end appearance transitions for V."])
        #expect(app.trace.sinceMark.last?.rule == "A3")
    }

    @Test("A4: forwarding goes after the parent's callback to children in its view; ends to the same children")
    func forwarding() throws {
        let app = App()
        let parent = try onScreen(app, "P")
        let inside = ViewController(app: app, name: "In"), outside = ViewController(app: app, name: "Out")
        try contain(inside, in: parent)
        try parent.addChild(outside)
        try app.run()
        app.mark()
        parent.beginAppearanceTransition(false, animated: false)
        let late = ViewController(app: app, name: "Late")
        try contain(late, in: parent)
        app.mark()
        parent.endAppearanceTransition()
        #expect(app.recent == ["P viewDidDisappear(false)", "In viewDidDisappear(false)"])
        #expect(outside.appearState == .disappeared)
        #expect(!outside.isViewLoaded)
    }

    @Test("A4: a container that does not forward leaves its children alone")
    func noForwarding() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P")
        parent.shouldAutomaticallyForwardAppearanceMethods = false
        let child = ViewController(app: app, name: "C")
        try contain(child, in: parent)
        try app.window.setRootViewController(parent)
        try app.run()
        #expect(parent.appearState == .appeared)
        #expect(child.appearState == .disappeared)
    }

    @Test("A5/L3: the root appears at once and ends after the commit; a contained child via forwarding")
    func windowHooks() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root"), child = ViewController(app: app, name: "Child")
        try contain(child, in: root)
        app.mark()
        try app.window.setRootViewController(root)
        #expect(app.recent == ["Root viewWillAppear(false)", "Child viewWillAppear(false)"])
        #expect(app.trace.sinceMark.map(\.rule) == ["A2", "A2"])
        try app.run()
        #expect(app.recent.suffix(2) == ["Root viewDidAppear(false)", "Child viewDidAppear(false)"])
    }

    @Test("A5: a controller begun in the same direction is left alone; an interrupted deferred end is dropped")
    func leftAloneAndDropped() throws {
        let app = App()
        let root = try onScreen(app)
        let busy = ViewController(app: app, name: "Busy")
        try root.addChild(busy)
        busy.beginAppearanceTransition(true, animated: true)
        try root.view.addSubview(busy.view)
        try app.run()
        #expect(busy.appearState == .appearing)
        #expect(busy.pendingTransition?.level == 1)

        let flicker = ViewController(app: app, name: "Flicker")
        try root.addChild(flicker)
        try root.view.addSubview(flicker.view)
        flicker.view.removeFromSuperview()
        app.mark()
        try app.run()
        #expect(app.recent.filter { $0.hasPrefix("Flicker view") && $0.contains("ppear") } == ["Flicker viewDidDisappear(false)"])
        #expect(flicker.appearState == .disappeared)
    }

    @Test("A6: a direct call warns and changes nothing; a super call from an override does not warn")
    func directCalls() {
        let app = App()
        let overrides = RecordingOverrides(overriding: ["viewWillAppear"])
        app.overrides = overrides
        let vc = ViewController(app: app, name: "V")
        vc.sendFromScript(.viewWillAppear(true))
        #expect(vc.appearState == .disappeared)
        #expect(app.trace.events.first?.kind == .warning)
        #expect(app.trace.events.first?.rule == "A6")
        app.mark()
        vc.beginAppearanceTransition(true, animated: false)
        #expect(overrides.calls.last == "V viewWillAppear")
        #expect(!app.trace.sinceMark.contains { $0.kind == .warning })
    }

    @Test("A4: a script's answer to shouldAutomaticallyForwardAppearanceMethods wins")
    func overriddenForwarding() throws {
        let app = App()
        let overrides = RecordingOverrides(overriding: [])
        overrides.forwards = false
        app.overrides = overrides
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try contain(child, in: parent)
        parent.beginAppearanceTransition(true, animated: false)
        #expect(child.appearState == .disappeared)
    }
}
