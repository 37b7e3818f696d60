import HeadlessUIKit

/// UIKit's `UIUserInterfaceLayoutDirection`: the direction a view lays out its content in
/// (rules Y15, Y16).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right, as English.
    case leftToRight
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft

    init(_ direction: LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The engine's direction.
    var engineDirection: LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
