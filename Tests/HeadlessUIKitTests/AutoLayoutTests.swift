import Testing
@testable import HeadlessUIKit

/// A view that places its subviews itself and never calls super (rule Y3).
final class ManualLayoutView: View {
    var layouts = 0
    override func layoutSubviews() throws(EngineError) { layouts += 1 }
}

/// A view whose intrinsic size a test sets (rule Y6).
final class SizedView: View {
    var size = Size(width: View.noIntrinsicMetric, height: 30)
    override var intrinsicContentSize: Size { size }
}

/// A view placed by constraints, in `superview`.
private func constrained(_ app: App, _ name: String, in superview: View) throws -> View {
    let view = View(app: app, name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    try superview.addSubview(view)
    return view
}

@Suite("Auto Layout (Y3, Y4, Y5)")
struct AutoLayoutTests {
    @Test("Y3: active constraints are solved before layout; the superview's base layoutSubviews applies the frames")
    func anchors() throws {
        let app = App()
        let root = try onScreen(app)
        let box = try constrained(app, "Box", in: root.view)
        let height = box.heightAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -16),
            box.centerYAnchor.constraint(equalTo: root.view.centerYAnchor),
            height,
        ])
        app.mark()
        try app.run()
        #expect(box.frame == Rect(x: 16, y: 283.5, width: 343, height: 100))
        #expect(app.recent == ["Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews"])
        height.constant = 200
        try root.view.layoutIfNeeded()                     // solved and applied at once
        #expect(box.frame.height == 200)
        #expect(box.frame.minY == 233.5)
    }

    @Test("Y3: across levels the origins between add up; a layoutSubviews that skips super leaves frames unset")
    func levels() throws {
        let app = App()
        let root = try onScreen(app)
        let manual = ManualLayoutView(app: app, name: "Manual", frame: Rect(x: 0, y: 50, width: 200, height: 200))
        try root.view.addSubview(manual)
        let inner = try constrained(app, "Inner", in: manual)
        try LayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 80),
            inner.leftAnchor.constraint(equalTo: manual.leftAnchor, constant: 10),
            inner.widthAnchor.constraint(equalTo: manual.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalTo: inner.widthAnchor),
        ])
        try app.run()
        #expect(manual.layouts >= 1)
        #expect(inner.frame == .zero)                      // the override did not call super
        #expect(inner.layoutVariables?.solved == Rect(x: 10, y: 30, width: 100, height: 100))
    }

    @Test("Y3: UIKit's exceptions: no common ancestor, required to optional, a location against a constant")
    func exceptions() throws {
        let app = App()
        let root = try onScreen(app)
        let a = try constrained(app, "A", in: root.view)
        let loose = View(app: app, name: "Loose")
        #expect(throws: EngineError(name: "NSGenericException", reason: "Unable to activate constraint with anchors <A.top> and <Loose.top> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.", rule: .Y3)) {
            try a.topAnchor.constraint(equalTo: loose.topAnchor).setActive(true)
        }
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        try width.setPriority(500)                         // inactive: any change is fine
        try width.setActive(true)
        #expect(throws: EngineError.self) { try width.setPriority(1000) }
        #expect(width.priority == 500)
        try width.setPriority(600)
        #expect(throws: EngineError.self) {
            _ = try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 8)
        }
    }

    @Test("Y3: removing a view deactivates only the constraints crossing out of its subtree")
    func removal() throws {
        let app = App()
        let root = try onScreen(app)
        let box = try constrained(app, "Box", in: root.view)
        let inner = try constrained(app, "Inner", in: box)
        let across = box.topAnchor.constraint(equalTo: root.view.topAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        let own = box.heightAnchor.constraint(equalToConstant: 4)
        try LayoutConstraint.activate([across, inside, own])
        box.removeFromSuperview()
        #expect(!across.isActive)
        #expect(inside.isActive && own.isActive)
    }

    @Test("Y4: a view translating its mask is pinned to its frame, and the engine follows the frame")
    func autoresizing() throws {
        let app = App()
        let root = try onScreen(app)
        let fixed = View(app: app, name: "Fixed", frame: Rect(x: 10, y: 10, width: 100, height: 40))
        try root.view.addSubview(fixed)
        let below = try constrained(app, "Below", in: root.view)
        try LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            below.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 20),
        ])
        try app.run()
        #expect(below.frame == Rect(x: 10, y: 58, width: 100, height: 20))
        fixed.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        try app.run()
        #expect(below.frame == Rect(x: 0, y: 58, width: 50, height: 20))
        #expect(fixed.frame == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("Y4: an autoresizing mask shares the superview's change among its flexible parts; fillsSuperview is width and height")
    func masks() throws {
        let app = App()
        let panel = View(app: app, name: "Panel", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let both = View(app: app, name: "Both", frame: Rect(x: 20, y: 0, width: 40, height: 10))
        both.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]    // 40 and 240 share +140
        let filler = View(app: app, name: "Filler", frame: panel.bounds)
        filler.fillsSuperview = true
        let placed = View(app: app, name: "Placed", frame: Rect(x: 5, y: 5, width: 5, height: 5))
        placed.autoresizingMask = [.flexibleWidth]
        placed.translatesAutoresizingMaskIntoConstraints = false       // constraints only: the mask is ignored
        for view in [both, filler, placed] { try panel.addSubview(view) }
        panel.frame = Rect(x: 0, y: 0, width: 440, height: 100)
        #expect(both.frame == Rect(x: 20, y: 0, width: 60, height: 10))
        #expect(filler.frame == Rect(x: 0, y: 0, width: 440, height: 100))
        #expect(filler.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(placed.frame == Rect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test("Y6: a Swift override of intrinsicContentSize sizes the view; invalidating it re-solves; compression resistance yields to a required maximum")
    func intrinsicSize() throws {
        let app = App()
        let root = try onScreen(app)
        let sized = SizedView(app: app, name: "Sized")
        sized.translatesAutoresizingMaskIntoConstraints = false
        try root.view.addSubview(sized)
        try LayoutConstraint.activate([
            sized.leftAnchor.constraint(equalTo: root.view.leftAnchor, constant: 5),
            sized.rightAnchor.constraint(equalTo: root.view.rightAnchor, constant: -5),
            sized.topAnchor.constraint(equalTo: root.view.topAnchor),
        ])
        try app.run()
        #expect(sized.frame == Rect(x: 5, y: 0, width: 365, height: 30))    // no width metric: the edges decide
        sized.size = Size(width: View.noIntrinsicMetric, height: 80)
        try app.run()
        #expect(sized.frame.height == 30)                                  // not invalidated: still the old size
        sized.invalidateIntrinsicContentSize()
        try app.run()
        #expect(sized.frame.height == 80)
        try sized.heightAnchor.constraint(lessThanOrEqualToConstant: 50).setActive(true)
        try app.run()
        #expect(sized.frame.height == 50)
        sized.setContentCompressionResistancePriority(LayoutPriority.required, for: .vertical)
        app.mark()
        try app.run()
        #expect(app.recent.contains { $0.hasPrefix("Sized warning: Unable to simultaneously satisfy constraints") })
    }

    @Test("Y6: a label's intrinsic size is its text on one line; a wrapping label's height follows its width")
    func labels() throws {
        let app = App()
        let label = Label(app: app, name: "L", text: "one two three")     // 13 characters of 9 pt
        #expect(label.intrinsicContentSize == Size(width: 117, height: 20))
        #expect(label.contentHuggingPriority(for: .horizontal) == 250)
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 60, height: 0)               // 6 characters a line: three lines
        #expect(label.intrinsicContentSize == Size(width: 117, height: 60))
        label.text = ""
        #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
    }

    @Test("Y7: guides: the safe area guide follows the safe area, the margins guide the margins inside it, a custom guide its constraints")
    func guides() throws {
        let app = App()
        let root = try onScreen(app)
        let insets = root.view.safeAreaInsets
        let box = try constrained(app, "Box", in: root.view)
        let spacer = LayoutGuide(app: app, identifier: "spacer")
        root.view.addLayoutGuide(spacer)
        try LayoutConstraint.activate([
            spacer.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 12),
            spacer.leftAnchor.constraint(equalTo: root.view.leftAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 1),
            box.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        try app.run()
        #expect(root.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(box.frame == Rect(x: 16 + insets.left, y: insets.top + 12, width: 343 - insets.left - insets.right, height: 10))
        #expect(spacer.layoutFrame == Rect(x: 0, y: insets.top, width: 1, height: 12))
        root.view.insetsLayoutMarginsFromSafeArea = false
        root.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 6)
        try app.run()
        #expect(box.frame.minX == 4)
        #expect(box.frame.width == 365)
        #expect(View(app: app).layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.view.removeLayoutGuide(spacer)
        #expect(root.view.layoutGuides.isEmpty)
        #expect(spacer.owningView == nil)
    }

    @Test("Y5: hasAmbiguousLayout names a frame its constraints do not fix; exerciseAmbiguityInLayout lints and moves it")
    func ambiguity() throws {
        let app = App()
        let root = try onScreen(app)
        let box = try constrained(app, "Box", in: root.view)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.view.leftAnchor),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        try app.run()
        #expect(box.hasAmbiguousLayout)                                   // no height
        app.mark()
        box.exerciseAmbiguityInLayout()
        #expect(app.recent == ["Box lint: has an ambiguous layout: its constraints do not determine its height (exerciseAmbiguityInLayout)"])
        #expect(box.frame.height == 1)
        try box.heightAnchor.constraint(equalToConstant: 5).setActive(true)
        try app.run()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == Rect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test("Y8: systemLayoutSizeFitting: compressed and expanded sizes come from the constraints; the frame stays")
    func fitting() throws {
        let app = App()
        let root = try onScreen(app)
        let holder = View(app: app, name: "Holder", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        try root.view.addSubview(holder)
        let inner = try constrained(app, "Inner", in: holder)
        try LayoutConstraint.activate([
            inner.leftAnchor.constraint(equalTo: holder.leftAnchor, constant: 10),
            inner.rightAnchor.constraint(equalTo: holder.rightAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: holder.topAnchor, constant: 10),
            inner.bottomAnchor.constraint(equalTo: holder.bottomAnchor, constant: -10),
            inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            inner.heightAnchor.constraint(lessThanOrEqualToConstant: 500),
            inner.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        try app.run()
        #expect(holder.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 60, height: 50))
        #expect(holder.systemLayoutSizeFitting(View.layoutFittingExpandedSize, withHorizontalFittingPriority: 1000,
                                               verticalFittingPriority: 50) == Size(width: 10_000_000, height: 520))
        #expect(holder.frame.size == Size(width: 300, height: 300))
        try app.run()
        #expect(inner.frame == Rect(x: 10, y: 10, width: 280, height: 280))
    }

    @Test("Y5: a conflicting required constraint is broken with UIKit's warning; the others hold")
    func unsatisfiable() throws {
        let app = App()
        let root = try onScreen(app)
        let box = try constrained(app, "Box", in: root.view)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.view.leftAnchor),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        ])
        let conflicting = box.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        conflicting.identifier = "narrow"
        try conflicting.setActive(true)
        app.mark()
        try app.run()
        #expect(box.frame.width == 100)
        let warning = try #require(app.recent.first { $0.contains("warning") })
        #expect(warning.hasPrefix("Box warning: Unable to simultaneously satisfy constraints."))
        #expect(warning.hasSuffix("Will attempt to recover by breaking constraint <LayoutConstraint 'narrow' Box.width <= 50   (active)>"))
        LayoutConstraint.deactivate([conflicting])
        try app.run()
        #expect(box.frame.width == 100)
    }
}
