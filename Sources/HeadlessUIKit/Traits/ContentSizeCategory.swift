/// The user's preferred text size, as UIKit's `UIContentSizeCategory`.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    /// Not specified: a trait collection that leaves it to its base.
    case unspecified
    /// The seven standard sizes, smallest first; `large` is the default.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The five accessibility sizes.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge
}
