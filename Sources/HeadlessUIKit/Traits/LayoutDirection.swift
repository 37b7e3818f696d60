/// The direction of the user's language, as UIKit's `UITraitEnvironmentLayoutDirection`
/// (rules Y15, Y16): leading is left under left to right, right under right to left.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Not specified: a trait collection that leaves it to its base.
    case unspecified
    /// A left-to-right language (English): the window's direction until a script sets the
    /// user's traits.
    case leftToRight
    /// A right-to-left language (Arabic, Hebrew).
    case rightToLeft
}
