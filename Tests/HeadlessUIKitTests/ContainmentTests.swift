import Testing
@testable import HeadlessUIKit

@Suite("Containment (C1-C5)")
struct ContainmentTests {
    @Test("C1: addChild sends willMoveToParent, appends and sets parent, never didMoveToParent")
    func addChild() throws {
        let app = App()
        let parent = ViewController(app: app, name: "Parent")
        let a = ViewController(app: app, name: "A"), b = ViewController(app: app, name: "B")
        try parent.addChild(a)
        try parent.addChild(b)
        #expect(app.trace.texts == ["A willMoveToParent(Parent)", "B willMoveToParent(Parent)"])
        #expect(app.trace.events.map(\.rule) == ["C1", "C1"])
        #expect(parent.children.map(\.name) == ["A", "B"])
        #expect(a.parent === parent)
        #expect(!a.isViewLoaded)
    }

    @Test("C1: a child of another parent is removed from it first")
    func reparent() throws {
        let app = App()
        let first = ViewController(app: app, name: "First"), second = ViewController(app: app, name: "Second")
        let child = ViewController(app: app, name: "Child")
        try first.addChild(child)
        app.mark()
        try second.addChild(child)
        #expect(app.recent == ["Child didMoveToParent(nil)", "Child willMoveToParent(Second)"])
        #expect(first.children.isEmpty)
        #expect(child.parent === second)
    }

    @Test("C1: adding to itself or to a descendant is an error; adding twice does nothing")
    func cycles() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        #expect(throws: EngineError.self) { try parent.addChild(parent) }
        try parent.addChild(child)
        do {
            try child.addChild(parent)
            Issue.record("no error")
        } catch {
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.rule == "C1")
        }
        app.mark()
        try parent.addChild(child)
        #expect(app.recent.isEmpty)
        #expect(parent.children.count == 1)
    }

    @Test("C2: removeFromParent sends only didMoveToParent(nil), keeps the view; no parent, no-op")
    func removeFromParent() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try contain(child, in: parent)
        app.mark()
        child.removeFromParent()
        child.removeFromParent()
        #expect(app.recent == ["C didMoveToParent(nil)"])
        #expect(child.view.superview === parent.view)
    }

    @Test("C3: the moving flags span will..did and are set by the base implementations")
    func movingFlags() throws {
        let app = App()
        let parent = ViewController(app: app, name: "P"), child = ViewController(app: app, name: "C")
        try parent.addChild(child)
        #expect(child.isMovingToParent)
        child.sendFromScript(.didMoveToParent(parent))
        #expect(!child.isMovingToParent)
        child.sendFromScript(.willMoveToParent(nil))
        #expect(child.isMovingFromParent)
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
    }

    @Test("C4: a child's view under a controller that is not its parent raises UIKit's exception")
    func hierarchyInconsistency() throws {
        let app = App()
        let parent = ViewController(app: app, name: "Parent"), other = ViewController(app: app, name: "Other")
        let child = ViewController(app: app, name: "Child")
        try parent.addChild(child)
        do {
            try other.view.addSubview(child.view)
            Issue.record("no error")
        } catch {
            #expect(error.message == "UIViewControllerHierarchyInconsistency: child view controller:<Child> should have parent view controller:<Other> but actual parent is:<Parent>")
        }
        #expect(child.view.superview == nil)
        let loose = ViewController(app: app, name: "Loose")
        try other.view.addSubview(loose.view)   // parentless: allowed
        #expect(throws: EngineError.self) { try parent.addChild(loose) }
        #expect(throws: EngineError.self) { try child.view.addSubview(child.view) }
    }

    @Test("C5: a parentless view on screen appears; added off screen it never does; both are linted")
    func withoutContainment() throws {
        let app = App()
        let root = try onScreen(app)
        let loose = ViewController(app: app, name: "Loose")
        try root.view.addSubview(loose.view)
        try app.run()
        #expect(loose.appearState == .appeared)
        #expect(app.trace.sinceMark.contains { $0.kind == .lint && $0.rule == "C5" })

        let other = App()
        let container = ViewController(app: other, name: "Container")
        let early = ViewController(app: other, name: "Early")
        try container.view.addSubview(early.view)
        try other.window.setRootViewController(container)
        try other.run()
        #expect(early.appearState == .disappeared)
        #expect(!other.trace.texts.contains { $0.hasPrefix("Early viewWill") && $0.contains("Appear") })
    }
}
