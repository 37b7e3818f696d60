import Foundation
import HeadlessUIKit

/// UIKit's Auto Layout members of `UIView` over the engine's (rules Y2, Y3, Y4).
extension UIView {
    /// The leading edge (the left: Stagehand lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineView.leadingAnchor, of: self) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineView.trailingAnchor, of: self) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineView.leftAnchor, of: self) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineView.rightAnchor, of: self) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineView.centerXAnchor, of: self) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineView.topAnchor, of: self) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineView.bottomAnchor, of: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineView.centerYAnchor, of: self) }
    /// The first baseline (an approximation, rule Y3).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineView.firstBaselineAnchor, of: self) }
    /// The last baseline (an approximation, rule Y3).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineView.lastBaselineAnchor, of: self) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(engineView.widthAnchor, of: self) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(engineView.heightAnchor, of: self) }

    /// Whether the layout engine pins the view to its frame (rule Y4); true for a view made in
    /// code. Set it to false to place the view by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { engineView.translatesAutoresizingMaskIntoConstraints }
        set { engineView.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// The constraints the view holds (rule Y12): the active constraints whose items' nearest
    /// common ancestor is this view, as UIKit installs them, in activation order.
    public var constraints: [NSLayoutConstraint] { engineView.constraints.map(NSLayoutConstraint.surface(of:)) }
    /// Activates `constraint` (UIKit's older way; it is installed on the nearest common
    /// ancestor of its items, rule Y12). Items outside the view get UIKit's warning.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard let engine = constraint.engineConstraint else { return }
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in try engineView.addConstraint(engine) }
    }
    /// Activates each of `constraints` (``addConstraint(_:)``).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }
    /// Deactivates `constraint` if the view holds it (rule Y12).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if let engine = constraint.engineConstraint { engineView.removeConstraint(engine) }
    }
    /// Removes each of `constraints` (``removeConstraint(_:)``).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Marks the view: the constraint pass before the next layout calls its
    /// `updateConstraints()` (rule Y2).
    public func setNeedsUpdateConstraints() { engineView.setNeedsUpdateConstraints() }
    /// Whether the view waits for the constraint pass.
    public func needsUpdateConstraints() -> Bool { engineView.needsUpdateConstraints }
    /// Runs the constraint pass now for the marked views in this view's subtree (rule Y2).
    public func updateConstraintsIfNeeded() { engineView.updateConstraintsIfNeeded() }
}

/// UIKit's layout guides and margins on `UIView` (rule Y7), and its ambiguity checks (rule Y5).
extension UIView {
    /// The guides added to the view.
    public var layoutGuides: [UILayoutGuide] { engineView.layoutGuides.map(UILayoutGuide.surface(of:)) }
    /// Adds `guide`; the view owns it.
    public func addLayoutGuide(_ guide: UILayoutGuide) { engineView.addLayoutGuide(guide.engineGuide) }
    /// Removes `guide`.
    public func removeLayoutGuide(_ guide: UILayoutGuide) { engineView.removeLayoutGuide(guide.engineGuide) }
    /// The part of the view the status bar, bars and home indicator leave uncovered (rule E3).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide.surface(of: engineView.safeAreaLayoutGuide) }
    /// The view's bounds inset by its ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide.surface(of: engineView.layoutMarginsGuide) }
    /// The default spacing around the view's content (UIKit's defaults: 8 on each side; a
    /// controller's root view 16 or 20 at the sides).
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(engineView.layoutMargins) }
        set { engineView.layoutMargins = newValue.engineInsets }
    }
    /// ``layoutMargins`` by leading and trailing edge.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(engineView.directionalLayoutMargins) }
        set { engineView.directionalLayoutMargins = newValue.engineInsets }
    }
    /// Whether the margins guide lies inside the safe area (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { engineView.insetsLayoutMarginsFromSafeArea }
        set { engineView.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// Whether the constraints leave the view's frame open (rule Y5).
    public var hasAmbiguousLayout: Bool { engineView.hasAmbiguousLayout }
    /// Moves an ambiguous view to another frame its constraints allow, and lints it (rule Y5).
    public func exerciseAmbiguityInLayout() { engineView.exerciseAmbiguityInLayout() }
}
