/// Light or dark mode, as UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Sendable, CaseIterable {
    /// Not specified: a trait collection that leaves it to its base.
    case unspecified
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
