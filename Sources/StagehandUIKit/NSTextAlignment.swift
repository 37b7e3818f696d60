/// UIKit's `NSTextAlignment`: how a label or field lines its text up (stored, not drawn).
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Justified: the last line is natural.
    case justified = 3
    /// The script's default: left for left-to-right text.
    case natural = 4
}
