/// The traits of an interface environment, as UIKit's `UITraitCollection`: size classes,
/// light or dark mode, text size. A trait left `unspecified` takes its base's value when
/// collections are combined (rule E2).
public struct TraitCollection: Equatable, Sendable, CustomStringConvertible {
    /// The traits by name, as scripts and `registerForTraitChanges` name them.
    public enum Trait: String, Sendable, CaseIterable {
        /// ``TraitCollection/horizontalSizeClass``.
        case horizontalSizeClass
        /// ``TraitCollection/verticalSizeClass``.
        case verticalSizeClass
        /// ``TraitCollection/userInterfaceStyle``.
        case userInterfaceStyle
        /// ``TraitCollection/preferredContentSizeCategory``.
        case preferredContentSizeCategory
        /// ``TraitCollection/layoutDirection``.
        case layoutDirection
    }

    /// The width's size class.
    public var horizontalSizeClass: SizeClass
    /// The height's size class.
    public var verticalSizeClass: SizeClass
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The text size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The language's direction (rule Y16).
    public var layoutDirection: LayoutDirection
    /// Rule W14: the points-to-pixels scale of the screen the environment is on; 0 is
    /// unspecified. A window's is its screen's, 2; it never changes, so no change of traits
    /// and no trace text names it.
    public var displayScale: Double = 0

    /// A collection of the traits given. A trait not given is unspecified, which keeps the
    /// base's value when this collection overrides another (``overridden(by:)``).
    public init(horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
                userInterfaceStyle: UserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                layoutDirection: LayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// A collection that specifies nothing.
    public static let unspecified = TraitCollection()

    /// This collection with every trait that `overrides` specifies taken from it.
    public func overridden(by overrides: TraitCollection) -> TraitCollection {
        var result = self
        if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        if overrides.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = overrides.preferredContentSizeCategory
        }
        if overrides.layoutDirection != .unspecified { result.layoutDirection = overrides.layoutDirection }
        if overrides.displayScale != 0 { result.displayScale = overrides.displayScale }    // rule W14
        return result
    }

    /// The traits whose values differ between the two collections.
    public func changedTraits(from other: TraitCollection) -> [Trait] {
        var changed: [Trait] = []
        if horizontalSizeClass != other.horizontalSizeClass { changed.append(.horizontalSizeClass) }
        if verticalSizeClass != other.verticalSizeClass { changed.append(.verticalSizeClass) }
        if userInterfaceStyle != other.userInterfaceStyle { changed.append(.userInterfaceStyle) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory { changed.append(.preferredContentSizeCategory) }
        if layoutDirection != other.layoutDirection { changed.append(.layoutDirection) }
        return changed
    }

    /// Whether either size class differs.
    public func sizeClassesDiffer(from other: TraitCollection) -> Bool {
        horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    /// As the trace prints it: `wC hR light large`, leaving out what is unspecified, and the
    /// direction unless it is `rightToLeft` (left to right is every window's until a script
    /// says otherwise, **choice**).
    public var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("w" + horizontalSizeClass.letter) }
        if verticalSizeClass != .unspecified { parts.append("h" + verticalSizeClass.letter) }
        if userInterfaceStyle != .unspecified { parts.append(userInterfaceStyle.rawValue) }
        if preferredContentSizeCategory != .unspecified { parts.append(preferredContentSizeCategory.rawValue) }
        if layoutDirection == .rightToLeft { parts.append(layoutDirection.rawValue) }
        return parts.isEmpty ? "unspecified" : parts.joined(separator: " ")
    }
}
