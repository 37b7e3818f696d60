import Foundation

/// UIKit's `UILayoutSupport`: what `topLayoutGuide` and `bottomLayoutGuide` are, deprecated
/// since iOS 11 for the safe area (rule Y17).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach into the controller's view: the safe area's top or bottom inset.
    var length: CGFloat { get }
    /// The top of the region the bars cover.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom of that region.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// Its height: ``length``.
    var heightAnchor: NSLayoutDimension { get }
}
