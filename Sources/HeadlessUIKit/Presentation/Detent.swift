/// A height where a sheet rests, as UIKit's `UISheetPresentationController.Detent` (rule M3).
///
/// Stagehand's heights, in a container (the window) `H` points high: ``large()`` is `H` (the
/// sheet fills the window, as Stagehand's sheets always have; UIKit leaves a strip of the
/// presenter showing above it), ``medium()`` is `H / 2` ("approximately half the height of
/// the screen", Apple says) and is inactive in a compact height, as Apple documents; a custom
/// detent's resolver answers a height from the largest a detent may be (`H`), or nil to be
/// inactive, and its answer is kept between 0 and `H`.
public struct Detent {
    /// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text (`"medium"`, `"large"`, a custom detent's own).
        public var rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system's medium detent.
        public static let medium = Identifier(rawValue: "medium")
        /// The system's large detent.
        public static let large = Identifier(rawValue: "large")
    }

    /// What a custom detent's resolver is given, as UIKit's
    /// `UISheetPresentationControllerDetentResolutionContext`.
    public struct ResolutionContext: Sendable {
        /// The largest height a detent can have: the large detent's.
        public var maximumDetentValue: Double
        /// The traits of the sheet's container.
        public var containerTraitCollection: TraitCollection

        /// A context whose largest detent is `maximumDetentValue` high, in `containerTraitCollection`.
        public init(maximumDetentValue: Double, containerTraitCollection: TraitCollection) {
            self.maximumDetentValue = maximumDetentValue
            self.containerTraitCollection = containerTraitCollection
        }
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// How its height is found: nil for the system's detents.
    private let resolver: ((ResolutionContext) -> Double?)?

    private init(identifier: Identifier, resolver: ((ResolutionContext) -> Double?)?) {
        self.identifier = identifier
        self.resolver = resolver
    }

    /// The system's detent at about half the screen's height, inactive in a compact height.
    public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
    /// The system's detent at full height.
    public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }
    /// A detent whose height `resolver` gives (nil: inactive), named `identifier` (a unique
    /// one when nil, as UIKit makes).
    public static func custom(identifier: Identifier? = nil, resolver: @escaping (ResolutionContext) -> Double?) -> Detent {
        Detent(identifier: identifier ?? Identifier(rawValue: "custom"), resolver: resolver)
    }

    /// The detent's height in `context` (UIKit's `resolvedValue(in:)`), or nil when it is
    /// inactive there. A resolver's answer that is not a finite number counts as inactive.
    public func resolvedValue(in context: ResolutionContext) -> Double? {
        let maximum = context.maximumDetentValue
        switch (identifier, resolver) {
        case (.large, nil): return maximum
        case (.medium, nil): return context.containerTraitCollection.verticalSizeClass == .compact ? nil : maximum / 2
        case (_, let resolver?):
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(maximum, max(0, value))
        default: return nil
        }
    }
}
