import Testing
@testable import HeadlessUIKit

/// A view placed by constraints, in `superview`.
private func placed(_ app: App, _ name: String, in superview: View) throws -> View {
    let view = View(app: app, name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    try superview.addSubview(view)
    return view
}

/// The engine error `body` throws, or nil.
private func failure(_ body: () throws(EngineError) -> Void) -> EngineError? {
    do { try body() } catch { return error }
    return nil
}

@Suite("Visual format, held constraints, margins, minimal conflicts, prototype copies (Y5, Y6, Y9, Y11-Y14)")
struct AutoLayoutFormatTests {
    @Test("Y11: a horizontal format with superview edges, standard and explicit spacing, predicates, priorities and metrics")
    func horizontalFormat() throws {
        let app = App()
        let root = try onScreen(app)
        let a = try placed(app, "A", in: root.view), b = try placed(app, "B", in: root.view)
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a(>=50@750)]-gap-[b(==a)]-|", metrics: ["gap": 8], views: ["a": a, "b": b])
        #expect(made.map(\.description) == [
            "A.leading == Root.view.leading + 20",
            "A.width >= 50 @750",
            "B.leading == A.trailing + 8",
            "B.width == A.width",
            "Root.view.trailing == B.trailing + 20",
        ])
        #expect(made.allSatisfy { !$0.isActive })
        try LayoutConstraint.activate(made)
        try LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "V:|[a(44)]", views: ["a": a])
                                      + LayoutConstraint.constraints(withVisualFormat: "V:|[b(44)]", views: ["b": b]))
        try app.run()
        #expect(a.frame == Rect(x: 20, y: 0, width: 163.5, height: 44))
        #expect(b.frame == Rect(x: 191.5, y: 0, width: 163.5, height: 44))
    }

    @Test("Y11: vertical formats, flush views, several predicates, connection predicates, alignment and direction options")
    func verticalAndOptions() throws {
        let app = App()
        let root = try onScreen(app)
        let a = try placed(app, "A", in: root.view), b = try placed(app, "B", in: root.view)
        let vertical = try LayoutConstraint.constraints(withVisualFormat: "V:[a(>=10,<=20)][b]-(>=8@250,<=40)-|", options: [.alignAllCenterX],
                                                        views: ["a": a, "b": b])
        #expect(vertical.map(\.description) == [
            "A.height >= 10", "A.height <= 20", "B.top == A.bottom",
            "Root.view.bottom >= B.bottom + 8 @250", "Root.view.bottom <= B.bottom + 40", "A.centerX == B.centerX",
        ])
        let rightToLeft = try LayoutConstraint.constraints(withVisualFormat: "|-5-[a]-[b]", options: .directionRightToLeft, views: ["a": a, "b": b])
        #expect(rightToLeft.map(\.description) == ["Root.view.right == A.right + 5", "A.left == B.right + 8"])
    }

    @Test("Y11: UIKit's parse errors, with the format and a caret")
    func parseErrors() throws {
        let app = App()
        let root = try onScreen(app)
        let a = try placed(app, "A", in: root.view)
        let loose = View(app: app, name: "Loose")
        let unknown = failure { () throws(EngineError) in _ = try LayoutConstraint.constraints(withVisualFormat: "[want]-|", views: ["a": a]) }
        #expect(unknown?.name == "NSInvalidArgumentException")
        #expect(unknown?.reason == "Unable to parse constraint format: \nwant is not a key in the views dictionary. \n[want]-| \n     ^")
        let orientation = failure { () throws(EngineError) in _ = try LayoutConstraint.constraints(withVisualFormat: "V|[a]|", views: ["a": a]) }
        #expect(orientation?.reason == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[a]| \n ^")
        let noSuperview = failure { () throws(EngineError) in _ = try LayoutConstraint.constraints(withVisualFormat: "|[loose]", views: ["loose": loose]) }
        #expect(noSuperview?.reason.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
        let metric = failure { () throws(EngineError) in _ = try LayoutConstraint.constraints(withVisualFormat: "[a]-m-|", views: ["a": a]) }
        #expect(metric?.reason.contains("Expected a number or key from the metrics dictionary, but encountered something else") == true)
        let aligned = failure { () throws(EngineError) in
            _ = try LayoutConstraint.constraints(withVisualFormat: "[a]-[b]", options: .alignAllLeading, views: ["a": a, "b": View(app: app)])
        }
        #expect(aligned?.reason.contains("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.") == true)
        #expect(failure { () throws(EngineError) in _ = try LayoutConstraint.constraints(withVisualFormat: "[a(>=10@2000)]", views: ["a": a]) } != nil)
    }

    @Test("Y12: a constraint is held by the nearest common ancestor of its items; removeConstraint on another view does nothing")
    func heldConstraints() throws {
        let app = App()
        let root = try onScreen(app)
        let box = try placed(app, "Box", in: root.view), inner = try placed(app, "Inner", in: box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let pin = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor)
        let across = inner.topAnchor.constraint(equalTo: root.view.topAnchor)
        try box.addConstraints([width, pin])
        try root.view.addConstraint(across)
        #expect(box.constraints.map(\.description) == [width.description, pin.description])
        #expect(root.view.constraints.map(\.description) == [across.description])
        #expect(inner.constraints.isEmpty)
        inner.removeConstraint(pin)
        #expect(pin.isActive)
        box.removeConstraint(pin)
        #expect(!pin.isActive)
        app.mark()
        try inner.addConstraint(inner.heightAnchor.constraint(equalTo: root.view.heightAnchor))
        #expect(app.recent.first?.hasPrefix("Inner warning: The view hierarchy is not prepared for the constraint") == true)
    }

    @Test("Y13: margin attributes relate the layout margins")
    func marginAttributes() throws {
        let app = App()
        let root = try onScreen(app)
        let box = try placed(app, "Box", in: root.view)
        root.view.layoutMargins = EdgeInsets(top: 10, left: 30, bottom: 10, right: 40)
        try LayoutConstraint.activate([
            try LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root.view, attribute: .leadingMargin),
            try LayoutConstraint(item: box, attribute: .trailing, relatedBy: .equal, toItem: root.view, attribute: .trailingMargin),
            try LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root.view, attribute: .topMargin),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        try app.run()
        #expect(box.frame == Rect(x: 30, y: root.view.safeAreaInsets.top + 10, width: 375 - 70, height: 20))
        let centred = box.anchor(for: .centerXWithinMargins)
        #expect(centred?.item === box.layoutMarginsGuide && centred?.attribute == .centerX)
    }

    @Test("Y5: the warning lists a minimal conflicting set, not every constraint touching the items")
    func minimalConflict() throws {
        let app = App()
        let root = try onScreen(app)
        let box = try placed(app, "Box", in: root.view)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        wide.identifier = "wide"
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.view.leftAnchor),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            wide,
        ])
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.identifier = "narrow"
        try narrow.setActive(true)
        app.mark()
        try app.run()
        let warning = try #require(app.recent.first { $0.contains("warning") })
        #expect(warning == "Box warning: Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. (\"<LayoutConstraint 'wide' Box.width == 100   (active)>\", \"<LayoutConstraint 'narrow' Box.width == 50   (active)>\") Will attempt to recover by breaking constraint <LayoutConstraint 'narrow' Box.width == 50   (active)>")
    }

    @Test("Y6, Y9: an assigned intrinsic size, preferredMaxLayoutWidth, and the system spacing of a stack")
    func intrinsicAndSystemSpacing() throws {
        let app = App()
        let label = Label(app: app, text: String(repeating: "word ", count: 20), numberOfLines: 0)
        label.preferredMaxLayoutWidth = 90
        // 10 characters a line: two words (9 characters) on each of 10 lines.
        #expect(label.intrinsicContentSize == Size(width: 81, height: 200))
        let stack = StackView(app: app, name: "Stack")
        stack.spacing = StackView.spacingUseSystem
        let a = View(app: app, name: "A"), b = View(app: app, name: "B")
        a.assignedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
        b.assignedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 12)
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        #expect(stack.fittingHeight == 30 + 8 + 12)
        stack.setCustomSpacing(20, after: a)
        #expect(stack.fittingHeight == 30 + 20 + 12)
        b.assignedIntrinsicContentSize = nil
        #expect(b.effectiveIntrinsicContentSize.height == View.noIntrinsicMetric)
    }

    @Test("Y14: a dequeued copy of a constrained prototype has the prototype's views and constraints and measures alike")
    func prototypeCopies() throws {
        let app = App()
        let cell = TableViewCell(app: app, reuseIdentifier: "Body")
        let label = Label(app: app, name: "Title", text: "A title long enough to wrap onto a second line of text here", numberOfLines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        try cell.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        let original = cell.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: 1000, verticalFittingPriority: 50)
        let copy = cell.copy()
        let copiedLabel = try #require(copy.subviews.compactMap { $0 as? Label }.first)
        #expect(copiedLabel !== label && copiedLabel.text == label.text && !copiedLabel.translatesAutoresizingMaskIntoConstraints)
        #expect(copy.constraints.map(\.description) == cell.constraints.map { $0.description.replacingOccurrences(of: cell.name, with: copy.name).replacingOccurrences(of: label.name, with: copiedLabel.name) })
        let measured = copy.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: 1000, verticalFittingPriority: 50)
        #expect(measured == original)
        #expect(original.height == 12 + 40 + 12)
    }
}
