/// One attribute of a view, as UIKit's `NSLayoutAnchor` (rule Y3): the factory of constraints
/// between attributes of the same kind. Use the typed subclasses ``LayoutXAxisAnchor``,
/// ``LayoutYAxisAnchor`` and ``LayoutDimension``, whose methods only accept an anchor of their
/// own kind.
public class LayoutAnchor: CustomStringConvertible {
    /// The view or guide the anchor belongs to.
    public let item: any LayoutItem
    /// The attribute it stands for.
    public let attribute: LayoutAttribute
    /// Rule Y18: for an offset dimension, the position it is measured from (the dimension is
    /// `item.attribute - origin`); nil for an anchor of the item's own.
    public let origin: LayoutOrigin?
    let runtime: Runtime

    init(item: View, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        origin = nil
        runtime = item.runtime
    }

    init(item: LayoutGuide, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        origin = nil
        runtime = item.runtime
    }

    /// Rule Y18: the dimension from this position to `end` (`end - self`); the typed
    /// `anchorWithOffset(to:)` of ``LayoutXAxisAnchor`` and ``LayoutYAxisAnchor`` keep both
    /// positions on one axis.
    public func offsetDimension(to end: LayoutAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: end)
    }

    /// Rule Y18: the dimension from `start` to `end`, two positions on one axis.
    init(offsetFrom start: LayoutAnchor, to end: LayoutAnchor) {
        item = end.item
        attribute = end.attribute
        origin = LayoutOrigin(item: start.item, attribute: start.attribute)
        runtime = end.runtime
    }

    /// The anchor of `guide`'s `attribute`, typed by the attribute's kind.
    static func of(_ guide: LayoutGuide, _ attribute: LayoutAttribute) -> LayoutAnchor {
        if attribute.isDimension { return LayoutDimension(item: guide, attribute: attribute) }
        return attribute.isHorizontal ? LayoutXAxisAnchor(item: guide, attribute: attribute) : LayoutYAxisAnchor(item: guide, attribute: attribute)
    }

    /// `View.attribute`, as UIKit names an anchor; an offset dimension `(B.bottom - A.top)`.
    public var description: String { LayoutConstraint.side(item, attribute, from: origin) }

    /// Whether the anchor is a size: a width, a height, or an offset dimension (rule Y18).
    public var isDimension: Bool { origin != nil || attribute.isDimension }

    /// Whether `other` is of the same kind: both sizes (a width may follow a height), both
    /// horizontal positions or both vertical positions.
    public func isCompatible(with other: LayoutAnchor) -> Bool {
        if isDimension || other.isDimension { return isDimension && other.isDimension }
        return attribute.isHorizontal == other.attribute.isHorizontal
    }

    /// The inactive constraint `self relation multiplier × other + constant`, or against
    /// `constant` alone when `other` is nil (sizes only); offset dimensions keep their
    /// origins (rule Y18).
    public func constraint(_ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(checked: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute, multiplier, constant,
                         runtime: runtime, firstOrigin: origin, secondOrigin: other?.origin)
    }
}

/// A horizontal position: left, right, leading, trailing or centre X (UIKit's
/// `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// Rule Y18: the distance from this position to `anchor`, a dimension (`anchor - self`)
    /// constraints can relate, as UIKit's `anchorWithOffset(to:)`.
    public func anchorWithOffset(to anchor: LayoutXAxisAnchor) -> LayoutDimension {
        offsetDimension(to: anchor)
    }
    /// `self == anchor + constant`, inactive.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }
    /// `self >= anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// `self <= anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A vertical position: top, bottom, centre Y or a baseline (UIKit's `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// Rule Y18: the distance from this position to `anchor`, a dimension (`anchor - self`)
    /// constraints can relate, as UIKit's `anchorWithOffset(to:)`.
    public func anchorWithOffset(to anchor: LayoutYAxisAnchor) -> LayoutDimension {
        offsetDimension(to: anchor)
    }
    /// `self == anchor + constant`, inactive.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }
    /// `self >= anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// `self <= anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A size: width or height (UIKit's `NSLayoutDimension`), related to another size with a
/// multiplier, or to a constant.
public final class LayoutDimension: LayoutAnchor {
    /// `self == multiplier × anchor + constant`, inactive.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= multiplier × anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= multiplier × anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self == constant`, inactive.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        constraint(.equal, nil, constant: constant)
    }
    /// `self >= constant`, inactive.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: constant)
    }
    /// `self <= constant`, inactive.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: constant)
    }
}

extension View {
    /// The left edge (rule Y3).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (the left: Stagehand lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline (approximated: a label's first line's bottom, else the bottom edge).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline (approximated by the bottom edge).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    /// The anchor of `attribute` (nil for `notAnAttribute`); a margin attribute's is the
    /// anchor of the layout margins guide (rule Y13).
    public func anchor(for attribute: LayoutAttribute) -> LayoutAnchor? {
        if let edge = attribute.edgeOfMargins { return LayoutAnchor.of(layoutMarginsGuide, edge) }
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX: return LayoutXAxisAnchor(item: self, attribute: attribute)
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return LayoutYAxisAnchor(item: self, attribute: attribute)
        case .width, .height: return LayoutDimension(item: self, attribute: attribute)
        case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return nil
        }
    }

    /// Rule Y3: the base `layoutSubviews`: each subview placed by constraints takes its frame
    /// from the engine's solution, brought up to date first.
    func applyConstraintLayout() {
        guard let engine = runtime.layoutEngine else { return }
        engine.update(sparing: self)
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let solved = subview.layoutVariables?.solved, solved != subview.frame else { continue }
            subview.resize(to: solved)
        }
    }
}
