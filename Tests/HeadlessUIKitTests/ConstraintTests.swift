import Testing
@testable import HeadlessUIKit

/// A view that changes its height constraint when the constraint pass reaches it.
final class GrowingView: View {
    var wanted = 0.0
    var updates = 0
    override func updateConstraints() {
        updates += 1
        heightConstraint?.constant = wanted
    }
}

@Suite("Constraints (Y1, Y2)")
struct ConstraintTests {
    @Test("Y1: a stack pins its views; a constant's change and hiding relayout it; a scroll view takes its height")
    func stack() throws {
        let app = App()
        let root = try onScreen(app)
        let scroll = ScrollView(app: app, name: "Scroll", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let stack = StackView(app: app, name: "Stack")
        stack.spacing = 10
        let a = View(app: app, name: "A"), b = View(app: app, name: "B")
        let height = a.constrainHeight(to: 300)
        b.constrainHeight(to: 50)
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        try scroll.addSubview(stack)
        try root.view.addSubview(scroll)
        try app.run()
        #expect(b.frame == Rect(x: 0, y: 310, width: 375, height: 50))
        #expect(scroll.contentSize == Size(width: 375, height: 360))
        height.constant = 1000
        try app.run()
        #expect(scroll.contentSize.height == 1060)
        a.isHidden = true
        try app.run()
        #expect(b.frame.minY == 0)
        #expect(scroll.contentSize.height == 50)
    }

    @Test("Y2: the constraint pass runs before layout, deepest first, and only for marked views")
    func pass() throws {
        let app = App()
        let root = try onScreen(app)
        let stack = StackView(app: app, name: "Stack", frame: Rect(x: 0, y: 0, width: 375, height: 0))
        let grow = GrowingView(app: app, name: "Grow")
        grow.constrainHeight(to: 10)
        try stack.addArrangedSubview(grow)
        try root.view.addSubview(stack)
        try app.run()
        #expect(grow.updates == 0)
        grow.wanted = 120
        grow.setNeedsUpdateConstraints()
        root.view.setNeedsUpdateConstraints()
        app.mark()
        try app.run()
        #expect(grow.updates == 1)
        #expect(stack.frame.height == 120)
        #expect(app.recent.first == "Root updateViewConstraints")
        grow.wanted = 40
        grow.setNeedsUpdateConstraints()
        try stack.layoutIfNeeded()                     // the pass runs first, for the views inside
        #expect(grow.updates == 2)
        #expect(grow.frame.height == 40)
    }
}
