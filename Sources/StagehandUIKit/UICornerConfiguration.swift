import Foundation

/// UIKit's `UICornerRadius` (iOS 26): the radius of one corner of a view's
/// ``UICornerConfiguration`` (rule J3). Fixed radii only: container-concentric radii are
/// not modelled.
public struct UICornerRadius: Hashable, Sendable {
    /// The radius in points.
    let points: CGFloat

    /// A corner of `radius` points.
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(points: CGFloat(radius)) }
}

/// UIKit's `UICornerConfiguration` (iOS 26): the radius of each corner of a view (rule J3).
public struct UICornerConfiguration: Hashable, Sendable {
    /// The radii: top left, top right, bottom left, bottom right; nil leaves the corner square.
    let radii: [UICornerRadius?]

    /// Every corner with `radius`.
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(radii: Array(repeating: radius, count: 4))
    }

    /// Every corner with `radius`, the same for all.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration { corners(radius: radius) }

    /// Each corner with its own radius; a nil corner stays square.
    public static func corners(topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil,
                               bottomLeftRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        UICornerConfiguration(radii: [topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius])
    }

    /// The radius of `corner` (the largest of several corners), in points.
    func radius(of corner: UIRectCorner) -> CGFloat {
        let corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        return corners.indices.filter { corner.contains(corners[$0]) }.map { radii[$0]?.points ?? 0 }.max() ?? 0
    }
}
