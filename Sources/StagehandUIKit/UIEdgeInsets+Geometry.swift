extension UIEdgeInsets {
    /// No insets, as `.zero`.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
}

extension CGRect {
    /// UIKit's `inset(by:)`: the rectangle with its edges moved in by `insets` (out for
    /// negative insets).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
