/// UIKit's `UIBarStyle`: a bar's style, with UIKit's values: stored.
public enum UIBarStyle: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// Black.
    case black = 1
}
