import HeadlessUIKit

extension UIView {
    /// UIKit's `UIView.AnimationCurve`: an interaction controller's `completionCurve` (rule
    /// X4). Stagehand keeps it; the animations an interaction holds run on with their own curves.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end (the default).
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even.
        case linear = 3

        /// The engine's curve.
        var engineCurve: HeadlessUIKit.AnimationCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
