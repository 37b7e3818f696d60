import Testing
@testable import HeadlessUIKit

/// A surface that notes every hierarchy hook its view hears, in one shared log.
final class HookLog: HierarchyHookReceiving {
    var notes: [String] = []

    func receiveHierarchyHook(_ hook: View.HierarchyHook, of view: View) {
        switch hook {
        case .willMoveToSuperview(let superview): notes.append("\(view.name) willMoveToSuperview(\(superview?.name ?? "nil"))")
        case .didMoveToSuperview: notes.append("\(view.name) didMoveToSuperview")
        case .willMoveToWindow(let window): notes.append("\(view.name) willMoveToWindow(\(window == nil ? "nil" : "window"))")
        case .didMoveToWindow: notes.append("\(view.name) didMoveToWindow")
        case .didAddSubview(let subview): notes.append("\(view.name) didAddSubview(\(subview.name))")
        case .willRemoveSubview(let subview): notes.append("\(view.name) willRemoveSubview(\(subview.name))")
        }
    }

    /// Views of `app` named `names`, each listened to by this log.
    func views(_ app: App, _ names: String...) -> [View] {
        names.map { name in
            let view = View(app: app, name: name, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            view.surface = self
            return view
        }
    }
}

@Suite("View hierarchy hooks and subview order (W5, W6)")
struct ViewHierarchyHookTests {
    @Test("W5: a subtree entering the window: window hooks to each view, parents first, then the superview's didAddSubview")
    func addingIntoTheWindow() throws {
        let app = App()
        let root = try onScreen(app, "Root")
        let log = HookLog()
        let views = log.views(app, "Panel", "Button")
        try views[0].addSubview(views[1])
        #expect(log.notes == ["Button willMoveToSuperview(Panel)", "Button didMoveToSuperview", "Panel didAddSubview(Button)"])
        log.notes = []
        root.view.surface = log
        try root.view.addSubview(views[0])
        #expect(log.notes == [
            "Panel willMoveToWindow(window)", "Button willMoveToWindow(window)", "Panel willMoveToSuperview(Root.view)",
            "Panel didMoveToWindow", "Button didMoveToWindow", "Panel didMoveToSuperview", "Root.view didAddSubview(Panel)",
        ])
    }

    @Test("W5: moving to another superview tells the old one first; leaving the window ends with didMoveToSuperview")
    func movingAndRemoving() throws {
        let app = App()
        let log = HookLog()
        let views = log.views(app, "A", "B", "Child")
        try views[0].addSubview(views[2])
        log.notes = []
        try views[1].addSubview(views[2])
        #expect(log.notes == ["A willRemoveSubview(Child)", "Child willMoveToSuperview(B)", "Child didMoveToSuperview", "B didAddSubview(Child)"])

        let root = try onScreen(app, "Root")
        try root.view.addSubview(views[1])
        log.notes = []
        views[1].removeFromSuperview()
        #expect(log.notes == [
            "B willMoveToWindow(nil)", "Child willMoveToWindow(nil)", "B willMoveToSuperview(nil)",
            "B didMoveToWindow", "Child didMoveToWindow", "B didMoveToSuperview",
        ])
        #expect(views[1].superview == nil && views[2].window == nil)
    }

    @Test("W6: reordering among siblings sends no hook, and hit testing follows the new order")
    func reorderingAmongSiblings() throws {
        let app = App()
        let root = try onScreen(app, "Root")
        let log = HookLog()
        let views = log.views(app, "Back", "Middle", "Front")
        for view in views { try root.view.addSubview(view) }
        log.notes = []
        let names = { root.view.subviews.map(\.name) }
        #expect(root.view.hitTest(Point(x: 50, y: 50))?.name == "Front")

        root.view.bringSubviewToFront(views[0])
        #expect(names() == ["Middle", "Front", "Back"])
        #expect(root.view.hitTest(Point(x: 50, y: 50))?.name == "Back")
        root.view.sendSubviewToBack(views[0])
        #expect(names() == ["Back", "Middle", "Front"])
        root.view.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names() == ["Front", "Middle", "Back"])
        root.view.exchangeSubview(at: 0, withSubviewAt: 7)    // outside: nothing
        #expect(names() == ["Front", "Middle", "Back"])
        try root.view.insertSubview(views[2], aboveSubview: views[1])
        #expect(names() == ["Middle", "Front", "Back"])
        try root.view.insertSubview(views[2], belowSubview: views[1])
        #expect(names() == ["Front", "Middle", "Back"])
        try root.view.insertSubview(views[2], at: 1)
        #expect(names() == ["Middle", "Front", "Back"])
        #expect(log.notes.isEmpty)

        let newcomer = log.views(app, "New")[0]
        try root.view.insertSubview(newcomer, belowSubview: views[0])
        #expect(names() == ["Middle", "Front", "New", "Back"])
        #expect(log.notes == ["New willMoveToWindow(window)", "New willMoveToSuperview(Root.view)", "New didMoveToWindow", "New didMoveToSuperview"])
    }
}
