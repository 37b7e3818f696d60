/// What a view shows, as UIKit's `UISemanticContentAttribute`: whether its content flips
/// under a right-to-left language (rule Y16).
public enum SemanticContentAttribute: String, Sendable, CaseIterable {
    /// Ordinary content: it follows the direction it inherits (its superview's, or the
    /// window's traits').
    case unspecified
    /// Playback controls (play, rewind): always left to right.
    case playback
    /// Directional controls (arrows, a joystick): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
