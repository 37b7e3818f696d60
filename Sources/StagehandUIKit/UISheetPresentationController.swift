import HeadlessUIKit

/// UIKit's `UISheetPresentationController` (rule M3): a sheet's presentation controller, with
/// the detents it rests at. Read it from a `pageSheet` or `formSheet` controller's
/// `sheetPresentationController`.
open class UISheetPresentationController: UIPresentationController {
    /// The engine's sheet.
    var engineSheet: SheetPresentationController? { enginePresentation as? SheetPresentationController }

    /// The heights the sheet may rest at (default `[.large()]`).
    public var detents: [Detent] {
        get { engineSheet?.detents.map(Detent.init(engine:)) ?? [] }
        set { engineSheet?.detents = newValue.map(\.engine) }
    }
    /// The detent last selected; nil for the smallest. Setting it does not tell the delegate.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { engineSheet?.selectedDetentIdentifier.map { Detent.Identifier($0.rawValue) } }
        set { engineSheet?.selectedDetentIdentifier = newValue.map { HeadlessUIKit.Detent.Identifier(rawValue: $0.rawValue) } }
    }
    /// The largest detent without a dimming view under the sheet; nil: dimmed at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { engineSheet?.largestUndimmedDetentIdentifier.map { Detent.Identifier($0.rawValue) } }
        set { engineSheet?.largestUndimmedDetentIdentifier = newValue.map { HeadlessUIKit.Detent.Identifier(rawValue: $0.rawValue) } }
    }
    /// Whether the sheet shows a grabber (default false).
    public var prefersGrabberVisible: Bool {
        get { engineSheet?.prefersGrabberVisible ?? false }
        set { engineSheet?.prefersGrabberVisible = newValue }
    }
    /// Runs `changes` (to the detents or the selected one) animated.
    public func animateChanges(_ changes: () -> Void) {
        if let engineSheet { engineSheet.animateChanges(changes) } else { changes() }
    }

    /// UIKit's `UISheetPresentationController.Detent`: a height a sheet rests at.
    public final class Detent {
        /// The engine's detent.
        let engine: HeadlessUIKit.Detent

        init(engine: HeadlessUIKit.Detent) { self.engine = engine }

        /// A detent's identifier.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's text.
            public var rawValue: String
            /// The identifier `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The identifier `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("medium")
            /// The system's large detent.
            public static let large = Identifier("large")
        }

        /// The system detent at about half the screen's height, inactive in a compact height.
        public class func medium() -> Self { Self(engine: .medium()) }
        /// The system detent at full height.
        public class func large() -> Self { Self(engine: .large()) }
        /// A detent whose height `resolver` computes (nil: inactive).
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Self {
            Self(engine: .custom(identifier: identifier.map { HeadlessUIKit.Detent.Identifier(rawValue: $0.rawValue) }) { context in
                resolver(DetentResolutionContext(context)).map(Double.init)
            })
        }
        /// The detent's identifier.
        public var identifier: Identifier { Identifier(engine.identifier.rawValue) }
        /// The detent's height in `context`, or nil when inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            engine.resolvedValue(in: .init(maximumDetentValue: Double(context.maximumDetentValue),
                                           containerTraitCollection: context.containerTraitCollection.traits)).map { CGFloat($0) }
        }
    }
}

/// UIKit's `UISheetPresentationControllerDetentResolutionContext`: what a custom detent's
/// resolver is given.
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

/// The engine's resolution context, as UIKit's protocol.
struct DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(_ context: HeadlessUIKit.Detent.ResolutionContext) {
        containerTraitCollection = UITraitCollection(context.containerTraitCollection)
        maximumDetentValue = CGFloat(context.maximumDetentValue)
    }
}
