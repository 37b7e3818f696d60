extension View {
    /// Rule Y16: the direction a view's content with `attribute` is laid out in under a
    /// language of `direction`, as UIKit's `userInterfaceLayoutDirection(for:relativeTo:)`:
    /// playback, spatial and forced left-to-right content is always left to right, forced
    /// right-to-left content always right to left, the rest follows the language.
    public static func layoutDirection(for attribute: SemanticContentAttribute, relativeTo direction: LayoutDirection) -> LayoutDirection {
        switch attribute {
        case .unspecified: direction == .rightToLeft ? .rightToLeft : .leftToRight
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Rule Y16: the direction the view lays out its content in (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): its ``semanticContentAttribute`` against the
    /// direction it inherits: its superview's, or, at the top of a hierarchy, the window's
    /// traits' (the user's language).
    public var effectiveLayoutDirection: LayoutDirection {
        View.layoutDirection(for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
    }

    /// Rule Y16: the direction the view inherits: its superview's effective direction, or the
    /// window's traits' at the top (**choice**: a forced direction reaches the subviews, as
    /// UIKit's `layoutDirection` trait follows the superview's attribute; playback and spatial
    /// content keeps its own).
    var inheritedLayoutDirection: LayoutDirection {
        var current = superview
        while let view = current, runtime.charge() {
            switch view.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified, .playback, .spatial: current = view.superview
            }
        }
        return runtime.display.userTraits.layoutDirection
    }

    /// Whether the view's leading edge is its right one (rules Y15, Y16).
    var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }
}
