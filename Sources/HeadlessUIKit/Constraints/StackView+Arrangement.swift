/// Rule Y9: the constraints a stack view makes for its arrangement, as UIKit's `UIStackView`
/// does, named by UIKit's identifiers.
extension StackView {
    /// Rule Y9: the arrangement changed (views, axis, distribution, alignment, spacing, margins,
    /// a view hidden or shown): the stack's constraints are made again and the stack is marked.
    func arrangementChanged() {
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in gapGuidesInUse { removeLayoutGuide(guide) }
        gapGuidesInUse = []
        let made = arrangement()
        arrangementConstraints = made
        if !made.isEmpty {
            let engine = runtime.makeLayoutEngine()
            // Each relates the stack, its margins guide, its spacer guides and its subviews:
            // they share the stack as an ancestor.
            for constraint in made { engine.activate(singleItem: constraint) }
        }
        setNeedsLayout()
    }

    /// The attributes of one axis: the leading and trailing edges, the size and the centre.
    private struct Edges {
        let lead: LayoutAttribute, trail: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute

        init(_ axis: LayoutAxis) {
            self = axis == .vertical
                ? Edges(lead: .top, trail: .bottom, size: .height, center: .centerY)
                : Edges(lead: .leading, trail: .trailing, size: .width, center: .centerX)
        }

        private init(lead: LayoutAttribute, trail: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute) {
            self.lead = lead; self.trail = trail; self.size = size; self.center = center
        }
    }

    /// Rule Y9: the constraints of the current arrangement.
    private func arrangement() -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        func add(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                 to other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute = .notAnAttribute,
                 multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutPriority.required, _ identifier: String) {
            let constraint = LayoutConstraint(checked: item, attribute, relation, other, other == nil ? .notAnAttribute : otherAttribute,
                                              multiplier, constant, runtime: runtime, priority: priority)
            constraint.identifier = identifier
            made.append(constraint)
        }
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = Edges(axis), across = Edges(axis == .vertical ? .horizontal : .vertical)
        let shown = arrangedSubviews.filter { !$0.isHidden }

        // Along the axis: the first and last shown views touch the canvas (a stack placed by its
        // frame closes optionally, rule Y1, so its frame and its content never conflict).
        if let first = shown.first, let last = shown.last {
            add(first, along.lead, to: canvas, along.lead, "UISV-canvas-connection")
            add(last, along.trail, to: canvas, along.trail,
                priority: translatesAutoresizingMaskIntoConstraints ? 999 : LayoutPriority.required, "UISV-canvas-connection")
        }
        let spaced = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, next) in zip(shown, shown.dropFirst()) {
            add(next, along.lead, spaced ? .greaterThanOrEqual : .equal, to: previous, along.trail,
                constant: spacing(after: previous), "UISV-spacing")
        }
        switch distribution {
        case .fill:
            break    // hugging and compression resistance (rule Y6) decide who stretches
        case .fillEqually:
            for view in shown.dropFirst() { add(view, along.size, to: shown[0], along.size, "UISV-fill-equally") }
        case .fillProportionally:
            let lengths = shown.map { view in max(0, axis == .vertical ? view.effectiveIntrinsicContentSize.height : view.effectiveIntrinsicContentSize.width) }
            let total = lengths.reduce(0, +)
            let gaps = zip(shown, shown.dropFirst()).reduce(0.0) { $0 + spacing(after: $1.0) }
            if total > 0 {
                for (view, length) in zip(shown, lengths) {
                    let share = length / total
                    add(view, along.size, to: canvas, along.size, multiplier: share, constant: -share * gaps,
                        priority: 999, "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            // UIKit's spacer guides between neighbours, all the same length.
            let centring = distribution == .equalCentering
            var guides: [LayoutGuide] = []
            for (previous, next) in zip(shown, shown.dropFirst()) {
                let guide = LayoutGuide(runtime: runtime, kind: .custom, identifier: "UISV-distributing")
                addLayoutGuide(guide)
                guides.append(guide)
                add(guide, along.lead, to: previous, centring ? along.center : along.trail, "UISV-distributing-edge")
                add(guide, along.trail, to: next, centring ? along.center : along.lead, "UISV-distributing-edge")
                add(guide, across.lead, to: canvas, across.lead, "UISV-distributing-edge")
                add(guide, across.size, to: nil, constant: 0, "UISV-distributing-edge")
            }
            for guide in guides.dropFirst() {
                add(guide, along.size, to: guides[0], along.size, priority: centring ? 999 : LayoutPriority.required,
                    centring ? "UISV-fill-equally" : "UISV-fill-equally")
            }
            gapGuidesInUse = guides
        }

        // Hidden views collapse (UIKit's zero-size "hiding" constraint) and take no spacing.
        for view in arrangedSubviews where view.isHidden {
            add(view, along.size, to: nil, constant: 0, "UISV-hiding")
            add(view, along.lead, to: canvas, along.lead, "UISV-hiding")
        }

        // Across the axis.
        let baseline: LayoutAttribute? = axis == .horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil) : nil
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                add(view, across.lead, to: canvas, across.lead, "UISV-canvas-connection")
                add(view, across.trail, to: canvas, across.trail, "UISV-canvas-connection")
            case .leading, .firstBaseline where baseline == nil:
                add(view, across.lead, to: canvas, across.lead, "UISV-canvas-connection")
                add(view, across.trail, .lessThanOrEqual, to: canvas, across.trail, "UISV-spanning-boundary")
            case .trailing, .lastBaseline where baseline == nil:
                add(view, across.trail, to: canvas, across.trail, "UISV-canvas-connection")
                add(view, across.lead, .greaterThanOrEqual, to: canvas, across.lead, "UISV-spanning-boundary")
            case .center:
                add(view, across.center, to: canvas, across.center, "UISV-canvas-connection")
                add(view, across.lead, .greaterThanOrEqual, to: canvas, across.lead, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                add(view, across.lead, .greaterThanOrEqual, to: canvas, across.lead, "UISV-spanning-boundary")
                add(view, across.trail, .lessThanOrEqual, to: canvas, across.trail, "UISV-spanning-boundary")
                if let baseline, let first = arrangedSubviews.first, view !== first {
                    add(view, baseline, to: first, baseline, "UISV-alignment")
                }
            }
            if alignment != .fill {
                // A view without an intrinsic size across the axis shrinks rather than being
                // ambiguous, and the stack hugs its widest view.
                add(view, across.size, to: nil, constant: 0, priority: 25, "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill, !arrangedSubviews.isEmpty {
            add(self, across.size, to: nil, constant: 0, priority: 25, "UISV-canvas-fit")
        }
        return made
    }
}
