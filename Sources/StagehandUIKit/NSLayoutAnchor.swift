import Foundation
import HeadlessUIKit

/// UIKit's `NSLayoutAnchor`: one attribute of a view, the factory of constraints to anchors of
/// the same kind (`AnchorType`: ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` or
/// ``NSLayoutDimension``, so that the compiler refuses a top against a leading edge).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The engine's anchor.
    public let engineAnchor: LayoutAnchor
    /// The view or layout guide it belongs to.
    let owner: AnyObject

    init(_ engineAnchor: LayoutAnchor, of owner: AnyObject) {
        self.engineAnchor = engineAnchor
        self.owner = owner
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { owner }
    /// `View.attribute`.
    open var name: String { engineAnchor.description }

    /// `self relation multiplier × other + constant`, inactive: the engine's anchors make it
    /// (their kinds already match), offset dimensions included (rule Y18).
    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        let engine = engineAnchor.constraint(relation.engine, other?.engineAnchor, multiplier: Double(multiplier), constant: Double(constant))
        return NSLayoutConstraint(engine: engine, first: owner, second: other?.owner)
    }

    /// `self == anchor`, inactive.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    /// `self >= anchor`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    /// `self <= anchor`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    /// `self == anchor + c`, inactive.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    /// `self >= anchor + c`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// UIKit's system spacing between two anchors: 8 pt, the standard space (Stagehand's choice:
/// UIKit's value depends on the font and the content size category).
let systemSpacing: CGFloat = 8

/// A horizontal position (UIKit's `NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Rule Y18: the distance from this position to `otherAnchor` (`otherAnchor - self`), a
    /// dimension to constrain as any size.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(engineAnchor.offsetDimension(to: otherAnchor.engineAnchor), of: otherAnchor.owner)
    }
    /// `self == anchor + multiplier × system spacing`, inactive.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// `self >= anchor + multiplier × system spacing`, inactive.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// `self <= anchor + multiplier × system spacing`, inactive.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A vertical position (UIKit's `NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Rule Y18: the distance from this position to `otherAnchor` (`otherAnchor - self`), a
    /// dimension to constrain as any size.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(engineAnchor.offsetDimension(to: otherAnchor.engineAnchor), of: otherAnchor.owner)
    }
    /// `self == anchor + multiplier × system spacing`, inactive.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// `self >= anchor + multiplier × system spacing`, inactive.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// `self <= anchor + multiplier × system spacing`, inactive.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A size (UIKit's `NSLayoutDimension`): against another size with a multiplier, or a constant.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`, inactive.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`, inactive.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// `self <= c`, inactive.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    /// `self == m × anchor`, inactive.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
    /// `self >= m × anchor`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`, inactive.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
