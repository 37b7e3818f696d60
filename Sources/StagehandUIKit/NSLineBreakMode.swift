/// UIKit's `NSLineBreakMode`: how a label wraps or truncates lines that are too long
/// (stored; Stagehand's font model wraps at spaces, rule P3).
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps before the first character that does not fit.
    case byCharWrapping = 1
    /// Cuts the line at the edge.
    case byClipping = 2
    /// Truncates at the start, with an ellipsis.
    case byTruncatingHead = 3
    /// Truncates at the end, with an ellipsis.
    case byTruncatingTail = 4
    /// Truncates in the middle, with an ellipsis.
    case byTruncatingMiddle = 5
}
