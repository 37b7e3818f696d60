import HeadlessUIKit

/// UIKit's `UIEdgeInsets`: distances from a rectangle's edges (rule E3).
public struct UIEdgeInsets: Equatable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat

    /// Insets of the given points from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Insets from the engine's.
    init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
    /// The engine's insets.
    var engineInsets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension UIView {
    /// The part of the view that bars, the status bar and the containers' additions cover
    /// (rule E3).
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(engineView.safeAreaInsets) }
}

extension UIViewController {
    /// Insets added to the safe area of the controller's view and everything inside it (rule E3).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { UIEdgeInsets(engineController.additionalSafeAreaInsets) }
        set { engineController.additionalSafeAreaInsets = newValue.engineInsets }
    }
}
