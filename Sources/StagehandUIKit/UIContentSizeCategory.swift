import HeadlessUIKit

/// UIKit's `UIContentSizeCategory`: the user's preferred text size, with UIKit's raw values,
/// read from the engine's traits (rule E2).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name.
    public var rawValue: String
    /// A category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in the engine's order, smallest first, after `unspecified`.
    private static let ordered: [(ContentSizeCategory, UIContentSizeCategory)] = [
        (.unspecified, .unspecified), (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
        (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge), (.extraExtraExtraLarge, .extraExtraExtraLarge),
        (.accessibilityMedium, .accessibilityMedium), (.accessibilityLarge, .accessibilityLarge),
        (.accessibilityExtraLarge, .accessibilityExtraLarge), (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
        (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
    ]

    init(_ category: ContentSizeCategory) {
        self = Self.ordered.first { $0.0 == category }?.1 ?? .unspecified
    }

    private var order: Int { Self.ordered.firstIndex { $0.1 == self } ?? 0 }

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { order >= 8 }

    /// Smaller categories come first.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }
}

extension UITraitCollection {
    /// The user's preferred text size (rule E2).
    public var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory(traits.preferredContentSizeCategory) }
}
