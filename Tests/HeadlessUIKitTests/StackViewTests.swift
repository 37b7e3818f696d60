import Testing
@testable import HeadlessUIKit

/// A stack placed by constraints at (0, 0) in `root`, `width` × `height`.
private func pinnedStack(_ app: App, in root: View, width: Double = 300, height: Double = 100) throws -> StackView {
    let stack = StackView(app: app, name: "Stack")
    stack.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(stack)
    try LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.widthAnchor.constraint(equalToConstant: width),
        stack.heightAnchor.constraint(equalToConstant: height),
    ])
    return stack
}

/// A view with an intrinsic size (rule Y6).
private func sized(_ app: App, _ name: String, _ width: Double, _ height: Double) -> SizedView {
    let view = SizedView(app: app, name: name)
    view.size = Size(width: width, height: height)
    return view
}

@Suite("Stack views on constraints (Y9)")
struct StackViewTests {
    @Test("Y9: a horizontal fill stack: hugging decides who stretches; the constraints carry UIKit's identifiers")
    func fillByHugging() throws {
        let app = App()
        let root = try onScreen(app)
        let stack = try pinnedStack(app, in: root.view)
        stack.axis = .horizontal
        stack.spacing = 10
        let a = sized(app, "A", 50, 20), b = sized(app, "B", 60, 20)
        b.setContentHuggingPriority(200, for: .horizontal)    // hugs less: B stretches
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        try app.run()
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == Rect(x: 60, y: 0, width: 240, height: 100))
        let names = Set(stack.arrangementConstraints.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing"])
        #expect(stack.arrangementConstraints.allSatisfy { $0.isActive })
    }

    @Test("Y9: fillEqually, fillProportionally, equalSpacing and equalCentering share the axis as UIKit's do")
    func distributions() throws {
        let app = App()
        let root = try onScreen(app)
        let stack = try pinnedStack(app, in: root.view)
        stack.axis = .horizontal
        stack.spacing = 10
        let a = sized(app, "A", 20, 20), b = sized(app, "B", 60, 20)
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        stack.distribution = .fillEqually
        try app.run()
        #expect(a.frame.width == 145 && b.frame == Rect(x: 155, y: 0, width: 145, height: 100))
        stack.distribution = .fillProportionally
        try app.run()
        #expect(a.frame.width == 72.5 && b.frame.minX == 82.5 && b.frame.width == 217.5)
        stack.distribution = .equalSpacing
        try app.run()
        #expect(a.frame.width == 20 && b.frame == Rect(x: 240, y: 0, width: 60, height: 100))
        let c = sized(app, "C", 40, 20)
        try stack.addArrangedSubview(c)
        try app.run()
        // Views 20 + 60 + 40 wide leave 180: two gaps of 90.
        #expect(b.frame.minX == 110 && c.frame.minX == 260)
        stack.distribution = .equalCentering
        try app.run()
        // Centres 10, then equally far apart up to 280 (the last one's centre): 145 apart.
        #expect(a.frame.minX + 10 == 10 && b.frame.minX + 30 == 145 && c.frame.minX + 20 == 280)
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-distributing-edge" })
    }

    @Test("Y9: alignments place views across the axis; firstBaseline lines up labels' first lines")
    func alignments() throws {
        let app = App()
        let root = try onScreen(app)
        let stack = try pinnedStack(app, in: root.view, height: 40)
        let a = sized(app, "A", 50, 20), b = sized(app, "B", 100, 20)
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        stack.alignment = .center
        try app.run()
        #expect(a.frame == Rect(x: 125, y: 0, width: 50, height: 20))
        #expect(b.frame == Rect(x: 100, y: 20, width: 100, height: 20))
        stack.alignment = .trailing
        try app.run()
        #expect(a.frame.minX == 250 && b.frame.minX == 200)
        stack.alignment = .leading
        try app.run()
        #expect(a.frame.minX == 0 && b.frame.minX == 0 && a.frame.width == 50)
        stack.axis = .horizontal
        stack.alignment = .firstBaseline
        let small = Label(app: app, name: "Small", text: "ab", fontSize: 10)
        let large = Label(app: app, name: "Large", text: "ab", fontSize: 30)
        stack.removeArrangedSubview(a)
        stack.removeArrangedSubview(b)
        try stack.addArrangedSubview(small)
        try stack.addArrangedSubview(large)
        try app.run()
        #expect(small.frame.minY + small.lineHeight == large.frame.minY + large.lineHeight)
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-alignment" })
    }

    @Test("Y9: custom spacing, hidden views (UISV-hiding) and margins-relative arrangement")
    func spacingHidingMargins() throws {
        let app = App()
        let root = try onScreen(app)
        let stack = try pinnedStack(app, in: root.view, height: 300)
        stack.spacing = 10
        let a = sized(app, "A", 10, 20), b = sized(app, "B", 10, 20), c = sized(app, "C", 10, 20)
        c.setContentHuggingPriority(1, for: .vertical)                // C takes what is left
        for view in [a, c] { try stack.addArrangedSubview(view) }
        try stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.map(\.name) == ["A", "B", "C"])
        #expect(throws: EngineError.self) { try stack.insertArrangedSubview(View(app: app), at: 5) }
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        try app.run()
        #expect(b.frame.minY == 50 && c.frame.minY == 80)
        b.isHidden = true
        try app.run()
        #expect(b.frame.height == 0)
        #expect(c.frame.minY == 50)                                    // A's custom spacing, then C
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
        b.isHidden = false
        stack.isLayoutMarginsRelativeArrangement = true               // 8 on each side
        try app.run()
        // The margins guide adds the safe area's 20 at the top of the screen (rule Y7).
        #expect(a.frame == Rect(x: 8, y: 28, width: 284, height: 20))
        #expect(c.frame.maxY == 292)
    }

    @Test("Y9: a stack placed by constraints and nothing else takes its content's size from its canvas constraints")
    func contentSize() throws {
        let app = App()
        let root = try onScreen(app)
        let stack = StackView(app: app, name: "Stack")
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 5
        try root.view.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.view.topAnchor),
        ])
        try stack.addArrangedSubview(sized(app, "A", 40, 10))
        try stack.addArrangedSubview(sized(app, "B", 30, 25))
        try app.run()
        #expect(stack.frame.size == Size(width: 75, height: 25))
    }

    @Test("Y10: constraints to a scroll view's content layout guide give its contentSize on the axes they determine")
    func contentLayoutGuide() throws {
        let app = App()
        let root = try onScreen(app)
        let scroll = ScrollView(app: app, name: "Scroll", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        try root.view.addSubview(scroll)
        let content = View(app: app, name: "Content")
        content.translatesAutoresizingMaskIntoConstraints = false
        try scroll.addSubview(content)
        let height = content.heightAnchor.constraint(equalToConstant: 900)
        try LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -75),
            height,
        ])
        scroll.contentSize = Size(width: 1, height: 1)
        try app.run()
        #expect(content.frame == Rect(x: 0, y: 0, width: 300, height: 900))
        // Height determined (top and bottom pinned); width not (no trailing constraint): kept.
        #expect(scroll.contentSize == Size(width: 1, height: 900))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        height.constant = 1200
        try app.run()
        #expect(scroll.contentSize.height == 1200)
    }
}
