/// Layout guides and margins (rule Y7).
extension View {
    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [LayoutGuide] { guideStore.added }

    /// Rule Y7: makes `guide` one of the view's guides (taking it from another view).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guideStore.added.append(guide)
    }

    /// Rule Y7: removes `guide`, deactivating the constraints that involve it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, guide.kind == .custom else { return }
        if let engine = runtime.layoutEngine {
            let involving = engine.active.filter { $0.items.contains { $0 === guide } }
            LayoutConstraint.deactivate(involving)
        }
        guideStore.added.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Rule Y7: the guide the engine keeps at the view's safe area (rule E3).
    public var safeAreaLayoutGuide: LayoutGuide {
        builtInGuide(\.safeArea, kind: .safeArea, identifier: "safeAreaLayoutGuide")
    }

    /// Rule Y7: the guide the engine keeps at the view's layout margins, inside its safe area
    /// when ``insetsLayoutMarginsFromSafeArea``.
    public var layoutMarginsGuide: LayoutGuide {
        builtInGuide(\.margins, kind: .margins, identifier: "layoutMarginsGuide")
    }

    /// The built-in guide kept in `slot`, made on first use.
    func builtInGuide(_ slot: ReferenceWritableKeyPath<GuideStore, LayoutGuide?>, kind: LayoutGuide.Kind, identifier: String) -> LayoutGuide {
        if let guide = guideStore[keyPath: slot] { return guide }
        let guide = LayoutGuide(runtime: runtime, kind: kind, identifier: identifier)
        guide.owningView = self
        guideStore[keyPath: slot] = guide
        return guide
    }

    /// Rule Y7: the default spacing around the view's content: 8 on each side, or for a
    /// controller's root view the system minimum (0 top and bottom, 16 at the sides, 20 on a
    /// view 414 pt wide or more), unless set.
    public var layoutMargins: EdgeInsets {
        get {
            if let margins = guideStore.customMargins { return margins }
            if let owner = viewController, owner.viewIfLoaded === self {
                let side = bounds.width >= 414 ? 20.0 : 16.0
                return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            }
            return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        set {
            guideStore.customMargins = newValue
            setNeedsLayout()
            if guideStore.margins != nil { runtime.layoutEngine?.guidesChanged() }
        }
    }

    /// Rule Y7: ``layoutMargins`` by leading and trailing edge: left and right, or right and
    /// left under right to left (rule Y15).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let (leading, trailing) = isRightToLeft ? (margins.right, margins.left) : (margins.left, margins.right)
            return DirectionalEdgeInsets(top: margins.top, leading: leading, bottom: margins.bottom, trailing: trailing)
        }
        set {
            let (left, right) = isRightToLeft ? (newValue.trailing, newValue.leading) : (newValue.leading, newValue.trailing)
            layoutMargins = EdgeInsets(top: newValue.top, left: left, bottom: newValue.bottom, right: right)
        }
    }

    /// Whether the margins guide lies inside the safe area (default true, as in UIKit).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { guideStore.insetsFromSafeArea }
        set {
            guideStore.insetsFromSafeArea = newValue
            if guideStore.margins != nil { runtime.layoutEngine?.guidesChanged() }
        }
    }
}

/// A view's guides and margins (rule Y7), made when first used.
final class GuideStore {
    var added: [LayoutGuide] = []
    var safeArea: LayoutGuide?
    var margins: LayoutGuide?
    var scrollFrame: LayoutGuide?
    var scrollContent: LayoutGuide?
    var customMargins: EdgeInsets?
    var insetsFromSafeArea = true

}

/// Insets by leading and trailing edge, as UIKit's `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Equatable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the leading edge.
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge.
    public var trailing: Double

    /// The insets, 0 by default.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
