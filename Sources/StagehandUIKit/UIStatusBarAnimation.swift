/// UIKit's status bar animations: what a controller's `preferredStatusBarUpdateAnimation`
/// answers. Stagehand draws no status bar.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}
