extension UIView {
    /// UIKit's content modes: how a view's content fills its bounds. Stored, not drawn.
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill
        /// Scales the content to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill, keeping its aspect ratio (some is clipped).
        case scaleAspectFill
        /// Redraws the content when the bounds change.
        case redraw
        /// Centred, unscaled.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
        /// At the top left.
        case topLeft
        /// At the top right.
        case topRight
        /// At the bottom left.
        case bottomLeft
        /// At the bottom right.
        case bottomRight
    }
}
