import Foundation
import HeadlessUIKit

/// UIKit's `UILayoutGuide` over the engine's ``LayoutGuide`` (rule Y7): a rectangle a view owns
/// that constraints place like a view, without drawing or touches.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The engine's guide.
    public let engineGuide: LayoutGuide

    /// A guide of the current app, owned by no view until `addLayoutGuide(_:)`.
    public init() {
        engineGuide = LayoutGuide(app: CurrentApp.app)
        adopt()
    }

    init(engine: LayoutGuide) {
        engineGuide = engine
        adopt()
    }

    /// The surface stays the guide's for the app's life, as a view's does.
    private func adopt() {
        engineGuide.surface = self
        engineGuide.owningApp?.keepAlive(self)
    }

    /// The surface of an engine guide (the one made for it, or one made now).
    static func surface(of guide: LayoutGuide) -> UILayoutGuide {
        (guide.surface as? UILayoutGuide) ?? UILayoutGuide(engine: guide)
    }

    /// The view that owns the guide.
    open weak var owningView: UIView? {
        get { engineGuide.owningView.map(UIView.surface(of:)) }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { engineGuide.owningView?.removeLayoutGuide(engineGuide) }
        }
    }
    /// A name for descriptions and warnings.
    open var identifier: String {
        get { engineGuide.identifier }
        set { engineGuide.identifier = newValue }
    }
    /// The guide's rectangle in its owning view, as last solved.
    open var layoutFrame: CGRect { CGRect(engineGuide.layoutFrame) }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineGuide.leadingAnchor, of: self) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineGuide.trailingAnchor, of: self) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineGuide.leftAnchor, of: self) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineGuide.rightAnchor, of: self) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(engineGuide.centerXAnchor, of: self) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineGuide.topAnchor, of: self) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineGuide.bottomAnchor, of: self) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(engineGuide.centerYAnchor, of: self) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(engineGuide.widthAnchor, of: self) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(engineGuide.heightAnchor, of: self) }
}

/// As UIKit's objects (`NSObject`s), guides compare and hash by identity.
extension UILayoutGuide: Hashable {
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
