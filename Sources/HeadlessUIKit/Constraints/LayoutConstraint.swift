/// A height constraint (rule Y1): the one kind of constraint Stagehand models, a view's
/// height equal to `constant`. A stack view gives its arranged subviews these heights.
public final class LayoutConstraint {
    /// The constrained view.
    public private(set) weak var view: View?

    /// The height. Changing it marks the view and its superview for layout (rule Y1), as
    /// changing a constraint's constant does in UIKit.
    public var constant: Double {
        didSet {
            guard constant != oldValue, let view else { return }
            view.setNeedsLayout()
            view.superview?.setNeedsLayout()
        }
    }

    init(view: View, constant: Double) {
        self.view = view
        self.constant = constant
    }
}

extension View {
    /// Rule Y1: constrains the view's height to `constant` (replacing a height constraint it
    /// had) and returns the constraint, whose `constant` can change later.
    @discardableResult
    public func constrainHeight(to constant: Double) -> LayoutConstraint {
        let constraint = LayoutConstraint(view: self, constant: constant)
        heightConstraint = constraint
        superview?.setNeedsLayout()
        return constraint
    }
}
