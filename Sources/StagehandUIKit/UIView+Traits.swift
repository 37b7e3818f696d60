import HeadlessUIKit

extension UIView {
    /// The traits in effect for the view (rule E2): those of the controller whose view holds
    /// it, else the window's.
    public var traitCollection: UITraitCollection {
        var view: View? = engineView
        while let current = view {
            if let controller = current.viewController { return UITraitCollection(controller.traitCollection) }
            view = current.superview
        }
        return UITraitCollection(engineView.owningApp?.windowTraits ?? .unspecified)
    }
}
