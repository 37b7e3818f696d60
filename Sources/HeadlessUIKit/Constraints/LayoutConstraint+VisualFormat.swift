/// Rule Y11: constraints from a visual format string, as UIKit's
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
extension LayoutConstraint {
    /// Standard spacing (`-` alone) between two sibling views (**choice**: UIKit's system
    /// spacing, 8 pt, as ``StackView/spacingUseSystem``).
    public static let standardSpacing = 8.0
    /// Standard spacing (`-` alone) between a view and its superview's edge: 20 pt, the
    /// standard space to a superview edge of Apple's Auto Layout Guide.
    public static let standardSuperviewSpacing = 20.0

    /// The inactive constraints `format` describes over `views` (by name) and `metrics` (by
    /// name), in the order the format reads: for each view, the connection before it, then its
    /// own predicates; the connection to a trailing `|`; then the alignment `options` asks for
    /// (each view's attribute equal to the previous view's).
    ///
    /// - Throws: UIKit's `NSInvalidArgumentException` `Unable to parse constraint format: ...`
    ///   for a format it cannot read, a name missing from `views`, a `|` next to a view without
    ///   a superview, or an alignment along the format's own orientation.
    public static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                   metrics: [String: Double] = [:], views: [String: View]) throws(EngineError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let layout = try parser.parse()
        let edges = VisualFormatEdges(vertical: layout.vertical, options: options)
        var made: [LayoutConstraint] = []

        func gap(_ before: (item: View, attribute: LayoutAttribute), _ after: (item: View, attribute: LayoutAttribute),
                 _ predicate: VisualFormatParser.Predicate) throws(EngineError) {
            // The gap is `after - before`: `after relation before + constant`; a right-to-left
            // string's gap runs the other way, from the later view's right edge to the left.
            let (before, after) = edges.reversed ? (after, before) : (before, after)
            let constraint = try LayoutConstraint(item: after.item, attribute: after.attribute, relatedBy: predicate.relation,
                                                  toItem: before.item, attribute: before.attribute, constant: predicate.constant)
            try constraint.setPriority(predicate.priority)
            made.append(constraint)
        }
        func predicates(of connection: VisualFormatParser.Connection, standard: Double) -> [VisualFormatParser.Predicate] {
            switch connection {
            case .flush: [VisualFormatParser.Predicate(relation: .equal, constant: 0, view: nil, priority: LayoutPriority.required)]
            case .standard: [VisualFormatParser.Predicate(relation: .equal, constant: standard, view: nil, priority: LayoutPriority.required)]
            case .predicates(let list): list
            }
        }
        func superview(of element: VisualFormatParser.Element, bar: Int) throws(EngineError) -> View {
            guard let superview = element.view.superview else {
                throw parser.failure("Unable to interpret '|' character, because the related view doesn't have a superview", at: bar)
            }
            return superview
        }

        for (position, element) in layout.views.enumerated() {
            let connection = layout.connections[position]
            if position == 0, let bar = layout.leadingSuperview {
                let container = try superview(of: element, bar: bar)
                for predicate in predicates(of: connection, standard: standardSuperviewSpacing) {
                    try gap(edges.superviewStart(container), edges.start(element.view), predicate)
                }
            } else if position > 0 {
                let previous = layout.views[position - 1].view
                for predicate in predicates(of: connection, standard: standardSpacing) {
                    try gap(edges.end(previous), edges.start(element.view), predicate)
                }
            }
            for predicate in element.predicates {
                let size: LayoutAttribute = layout.vertical ? .height : .width
                let constraint = try LayoutConstraint(item: element.view, attribute: size, relatedBy: predicate.relation,
                                                      toItem: predicate.view, attribute: predicate.view == nil ? .notAnAttribute : size,
                                                      constant: predicate.view == nil ? predicate.constant : 0)
                try constraint.setPriority(predicate.priority)
                made.append(constraint)
            }
        }
        if let bar = layout.trailingSuperview, let last = layout.views.last {
            let container = try superview(of: last, bar: bar)
            for predicate in predicates(of: layout.connections[layout.views.count], standard: standardSuperviewSpacing) {
                try gap(edges.end(last.view), edges.superviewEnd(container), predicate)
            }
        }

        let aligned = options.alignedAttributes
        if !aligned.isEmpty, layout.views.count > 1 {
            if aligned.contains(where: { $0.isHorizontal == !layout.vertical }) {
                let edge = layout.vertical ? "vertical" : "horizontal"
                throw parser.failure("Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                                     at: Array(format).count)
            }
            for (previous, next) in zip(layout.views, layout.views.dropFirst()) {
                for attribute in aligned {
                    made.append(try LayoutConstraint(item: previous.view, attribute: attribute, relatedBy: .equal,
                                                     toItem: next.view, attribute: attribute))
                }
            }
        }
        return made
    }
}

/// Rule Y11: the attributes a format's connections relate, by orientation and direction.
struct VisualFormatEdges {
    /// Where a view begins and ends along the format, reading order.
    let startAttribute: LayoutAttribute
    let endAttribute: LayoutAttribute
    /// A right-to-left string reads against the coordinates: a gap then runs from the later
    /// view's right edge to the earlier one's left edge.
    let reversed: Bool
    /// Vertical spacing from baseline to baseline.
    let baselines: Bool

    init(vertical: Bool, options: VisualFormatOptions) {
        let direction = options.intersection(.directionMask)
        reversed = !vertical && direction == .directionRightToLeft
        baselines = vertical && options.contains(.spacingBaselineToBaseline)
        if vertical {
            (startAttribute, endAttribute) = (.top, .bottom)
        } else if direction == .directionLeftToRight || direction == .directionRightToLeft {
            (startAttribute, endAttribute) = reversed ? (.right, .left) : (.left, .right)
        } else {
            (startAttribute, endAttribute) = (.leading, .trailing)
        }
    }

    /// The edge a view begins at (after a connection).
    func start(_ view: View) -> (item: View, attribute: LayoutAttribute) {
        (view, baselines ? .firstBaseline : startAttribute)
    }

    /// The edge a view ends at (before a connection).
    func end(_ view: View) -> (item: View, attribute: LayoutAttribute) {
        (view, baselines ? .lastBaseline : endAttribute)
    }

    /// The superview's edge at the beginning of the format.
    func superviewStart(_ view: View) -> (item: View, attribute: LayoutAttribute) {
        (view, startAttribute)
    }

    /// The superview's edge at the end of the format.
    func superviewEnd(_ view: View) -> (item: View, attribute: LayoutAttribute) {
        (view, endAttribute)
    }
}
