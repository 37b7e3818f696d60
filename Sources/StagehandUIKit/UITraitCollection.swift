import HeadlessUIKit

/// UIKit's `UIUserInterfaceSizeClass` (rule E2).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// UIKit's `UIUserInterfaceStyle` (rule E2).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// UIKit's `UITraitCollection`: the size classes, the interface style, the content size category
/// (rule E2) and the layout direction (rule Y16).
public final class UITraitCollection: Equatable {
    /// The engine's traits.
    let traits: TraitCollection

    init(_ traits: TraitCollection) { self.traits = traits }

    /// Traits with only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(horizontalSizeClass: SizeClass(horizontalSizeClass)))
    }
    /// Traits with only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(verticalSizeClass: SizeClass(verticalSizeClass)))
    }
    /// Traits with only a layout direction (rule Y16).
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(TraitCollection(layoutDirection: layoutDirection.engineDirection))
    }
    /// Traits with only a display scale (rule W14).
    public convenience init(displayScale scale: CGFloat) {
        var traits = TraitCollection.unspecified
        traits.displayScale = Double(scale)
        self.init(traits)
    }
    /// Traits with only an interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(TraitCollection(userInterfaceStyle: UserInterfaceStyle(userInterfaceStyle)))
    }
    /// The traits of all of `traitCollections`, later ones winning where they specify a trait.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(traitCollections.reduce(TraitCollection.unspecified) { $0.overridden(by: $1.traits) })
    }

    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(traits.horizontalSizeClass) }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(traits.verticalSizeClass) }
    /// The interface style.
    public var userInterfaceStyle: UIUserInterfaceStyle { UIUserInterfaceStyle(traits.userInterfaceStyle) }

    /// The language's direction (rule Y16): the window's is `leftToRight` until a script
    /// sets the user's traits.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { UITraitEnvironmentLayoutDirection(traits.layoutDirection) }
    /// Rule W14: the screen's points-to-pixels scale: 2 for a view or controller in a window,
    /// 0 (unspecified) for a collection that does not give it.
    public var displayScale: CGFloat { CGFloat(traits.displayScale) }

    /// Whether the two collections hold the same traits.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.traits == rhs.traits }
}

extension SizeClass {
    init(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

extension UIUserInterfaceSizeClass {
    init(_ sizeClass: SizeClass) {
        switch sizeClass {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

extension UserInterfaceStyle {
    init(_ style: UIUserInterfaceStyle) {
        switch style {
        case .unspecified: self = .unspecified
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}

extension UIUserInterfaceStyle {
    init(_ style: UserInterfaceStyle) {
        switch style {
        case .unspecified: self = .unspecified
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}

extension UIViewController {
    /// The traits in effect for this controller (rule E2).
    public var traitCollection: UITraitCollection { UITraitCollection(engineController.traitCollection) }

    /// Rule E2: `traitCollection` overrides what `childViewController` inherits (nil removes
    /// them). A controller that is not a child raises (rule V3).
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        uncaught { () throws(EngineError) in
            try engineController.setOverrideTraitCollection(collection?.traits, forChild: childViewController.engineController)
        }
    }

    /// The traits this controller overrides for `childViewController`, if any.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        engineController.overrideTraitCollection(forChild: childViewController.engineController).map(UITraitCollection.init)
    }
}
