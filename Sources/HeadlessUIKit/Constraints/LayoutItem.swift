/// What a constraint relates: a ``View`` or a ``LayoutGuide`` (rules Y3, Y7). Only those two
/// types conform; the layout engine keeps an item's frame in its parent's coordinates (a
/// view's superview, a guide's owning view).
public protocol LayoutItem: AnyObject {
    /// The name descriptions and warnings use (`Root.view`, `Root.view.safeAreaLayoutGuide`).
    var layoutItemName: String { get }
}

extension View: LayoutItem {
    /// The view's trace name.
    public var layoutItemName: String { name }
}

extension LayoutItem {
    /// The view the item's frame is measured in: a view's superview, a guide's owning view.
    var layoutParent: View? {
        if let view = self as? View { return view.superview }
        return (self as? LayoutGuide)?.owningView
    }

    /// The view the item lies in or is: itself for a view, the owning view for a guide.
    var layoutHostView: View? {
        if let view = self as? View { return view }
        return (self as? LayoutGuide)?.owningView
    }

    /// The item's unknowns in the layout engine.
    var itemVariables: LayoutVariables? {
        get { (self as? View)?.layoutVariables ?? (self as? LayoutGuide)?.layoutVariables }
        set {
            if let view = self as? View { view.layoutVariables = newValue } else { (self as? LayoutGuide)?.layoutVariables = newValue }
        }
    }

    /// The runtime of the app the item belongs to.
    var itemRuntime: Runtime? { (self as? View)?.runtime ?? (self as? LayoutGuide)?.runtime }

    /// Whether the item is `view` or lies inside it.
    func isInside(_ view: View) -> Bool { layoutHostView?.isDescendant(of: view) ?? false }
}
