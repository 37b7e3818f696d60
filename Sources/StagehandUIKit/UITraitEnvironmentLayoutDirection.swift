import HeadlessUIKit

/// UIKit's `UITraitEnvironmentLayoutDirection`: the `layoutDirection` trait (rule Y16).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified: the trait collection leaves it to its base.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1

    init(_ direction: LayoutDirection) {
        switch direction {
        case .unspecified: self = .unspecified
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }

    /// The engine's direction.
    var engineDirection: LayoutDirection {
        switch self {
        case .unspecified: .unspecified
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
