/// UIKit's status bar styles: what a controller's `preferredStatusBarStyle` answers.
/// Stagehand draws no status bar: the answer is only read by the app's own code.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, light on dark, as the interface style says.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
