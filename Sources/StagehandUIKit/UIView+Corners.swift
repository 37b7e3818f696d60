import Foundation

extension UIView {
    /// Rule J3: the view's corners (iOS 26). Until one is set, the layer's `cornerRadius`
    /// on its masked corners.
    public var cornerConfiguration: UICornerConfiguration {
        get { storedCornerConfiguration ?? layer.cornerConfiguration }
        set { storedCornerConfiguration = newValue }
    }

    /// Rule J3: the radius of `corner` under ``cornerConfiguration`` (the largest of several
    /// corners), in points.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        cornerConfiguration.radius(of: corner)
    }
}

extension CALayer {
    /// Rule J3: the layer's `cornerRadius` on its masked corners, as a configuration.
    var cornerConfiguration: UICornerConfiguration {
        let radius = UICornerRadius.fixed(Double(cornerRadius))
        func on(_ mask: CACornerMask) -> UICornerRadius? { maskedCorners.contains(mask) ? radius : nil }
        return .corners(topLeftRadius: on(.layerMinXMinYCorner), topRightRadius: on(.layerMaxXMinYCorner),
                        bottomLeftRadius: on(.layerMinXMaxYCorner), bottomRightRadius: on(.layerMaxXMaxYCorner))
    }
}
