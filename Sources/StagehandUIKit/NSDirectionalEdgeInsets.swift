import Foundation
import HeadlessUIKit

/// UIKit's `NSDirectionalEdgeInsets`: insets by leading and trailing edge (left and right:
/// Stagehand lays out left to right).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given points from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    init(_ insets: DirectionalEdgeInsets) {
        self.init(top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }
    var engineInsets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
