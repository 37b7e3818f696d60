import Testing
@testable import HeadlessUIKit

@Suite("Offset dimensions (Y18)")
struct OffsetDimensionTests {
    @Test("Y18: anchorWithOffset(to:) is the distance between two positions, related to a constant, a size and another offset")
    func offsets() throws {
        let app = App()
        let root = try onScreen(app)
        let top = try constrained(app, "Top", in: root.view)
        let bottom = try constrained(app, "Bottom", in: root.view)
        let guide = root.view.safeAreaLayoutGuide
        let gap = top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)
        try LayoutConstraint.activate([
            top.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            top.widthAnchor.constraint(equalToConstant: 100),
            top.heightAnchor.constraint(equalToConstant: 50),
            top.topAnchor.anchorWithOffset(to: guide.bottomAnchor).constraint(equalTo: guide.heightAnchor, multiplier: 0.5),
            gap.constraint(equalToConstant: 30),
            bottom.leadingAnchor.anchorWithOffset(to: bottom.trailingAnchor).constraint(equalTo: top.leadingAnchor.anchorWithOffset(to: top.trailingAnchor),
                                                                                        multiplier: 2),
            bottom.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            bottom.heightAnchor.constraint(equalToConstant: 10),
        ])
        try app.run()
        // The safe area is 20...667: its half, 323.5, above its bottom.
        #expect(top.frame == Rect(x: 0, y: 343.5, width: 100, height: 50))
        #expect(bottom.frame == Rect(x: 0, y: 423.5, width: 200, height: 10))
        #expect(gap.constraint(equalToConstant: 30).description == "(Bottom.top - Top.bottom) == 30")
    }

    @Test("Y18: an offset whose positions share no ancestor cannot be activated; it goes when one of them leaves")
    func ancestors() throws {
        let app = App()
        let root = try onScreen(app)
        let inside = try constrained(app, "Inside", in: root.view)
        let outside = View(app: app, name: "Outside")
        let offset = inside.topAnchor.anchorWithOffset(to: outside.topAnchor).constraint(equalToConstant: 10)
        #expect(throws: EngineError.self) { try LayoutConstraint.activate([offset]) }
        #expect(!offset.isActive)
        let other = try constrained(app, "Other", in: root.view)
        let kept = inside.topAnchor.anchorWithOffset(to: other.topAnchor).constraint(equalToConstant: 10)
        try LayoutConstraint.activate([kept])
        #expect(kept.isActive)
        other.removeFromSuperview()
        #expect(!kept.isActive)
    }
}

/// A view placed by constraints, in `superview`.
private func constrained(_ app: App, _ name: String, in superview: View) throws -> View {
    let view = View(app: app, name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    try superview.addSubview(view)
    return view
}
