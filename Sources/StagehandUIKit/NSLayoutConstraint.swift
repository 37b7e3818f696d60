import Foundation
import HeadlessUIKit

/// UIKit's `NSLayoutConstraint` over the engine's ``LayoutConstraint`` (rule Y3):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`,
/// solved with the app's other active constraints before each layout pass.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// The engine's constraint; nil when UIKit would have raised making it (the exception is
    /// the app's, rule V3), so the constraint does nothing.
    public let engineConstraint: LayoutConstraint?
    private let firstSurface: AnyObject?
    private let secondSurface: AnyObject?

    init(engine: LayoutConstraint?, first: AnyObject?, second: AnyObject?) {
        engineConstraint = engine
        firstSurface = first
        secondSurface = second
        engine?.surface = self
    }

    /// The surface of an engine constraint: the one made for it, or one made now over the
    /// surfaces of its items (a stack view's constraints, a visual format's).
    static func surface(of constraint: LayoutConstraint) -> NSLayoutConstraint {
        if let surface = constraint.surface as? NSLayoutConstraint { return surface }
        return NSLayoutConstraint(engine: constraint, first: constraint.firstItem.map(Self.surfaceItem),
                                  second: constraint.secondItem.map(Self.surfaceItem))
    }

    /// The surface of an engine item: a view's `UIView`, a guide's `UILayoutGuide`.
    static func surfaceItem(_ item: any LayoutItem) -> AnyObject {
        if let view = item as? View { return UIView.surface(of: view) }
        if let guide = item as? LayoutGuide { return UILayoutGuide.surface(of: guide) }
        return item
    }

    /// UIKit's long form: `view1.attr1 relation multiplier × view2.attr2 + c`, inactive. Items
    /// are views and layout guides; a mistake UIKit raises for (a location against a constant,
    /// mixed attributes) is the app's uncaught exception and gives a constraint that does nothing.
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
                            toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        var engine: LayoutConstraint?
        if let first = Self.engineItem(view1) {
            // Rule Y13: margin attributes relate the view's layout margins.
            Surfaces.uncaught(Self.app(of: first), subject: first.layoutItemName) { () throws(EngineError) in
                engine = try LayoutConstraint(item: first, attribute: attr1.engine, relatedBy: relation.engine, toItem: view2.flatMap(Self.engineItem),
                                              attribute: attr2.engine, multiplier: Double(multiplier), constant: Double(c))
            }
        }
        self.init(engine: engine, first: view1 as AnyObject, second: view2.map { $0 as AnyObject })
    }

    /// The engine's item of a view or a layout guide.
    static func engineItem(_ item: Any) -> (any LayoutItem)? {
        (item as? UIView)?.engineView ?? (item as? UILayoutGuide)?.engineGuide
    }

    /// The app an engine item belongs to.
    static func app(of item: any LayoutItem) -> App? {
        (item as? View)?.owningApp ?? (item as? LayoutGuide)?.owningApp ?? CurrentApp.app
    }

    /// Activates each constraint, as UIKit's class method: items without a common ancestor
    /// are UIKit's exception (the app's, rule V3), and the constraints before stay active.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.compactMap(\.engineConstraint))
    }

    /// Whether the app's layout engine holds it.
    open var isActive: Bool {
        get { engineConstraint?.isActive ?? false }
        set {
            guard let engineConstraint, let first = firstSurface.flatMap(Self.engineItem) else { return }
            Surfaces.uncaught(Self.app(of: first), subject: first.layoutItemName) { () throws(EngineError) in
                try engineConstraint.setActive(newValue)
            }
        }
    }

    /// The added constant; changing it re-solves before the next layout pass.
    open var constant: CGFloat {
        get { CGFloat(engineConstraint?.constant ?? 0) }
        set { engineConstraint?.constant = Double(newValue) }
    }

    /// The priority; an active constraint cannot switch between required and optional (UIKit's
    /// exception, rule V3).
    open var priority: UILayoutPriority {
        get { UILayoutPriority(Float(engineConstraint?.priority ?? 1000)) }
        set {
            guard let engineConstraint, let first = firstSurface.flatMap(Self.engineItem) else { return }
            Surfaces.uncaught(Self.app(of: first), subject: first.layoutItemName) { () throws(EngineError) in
                try engineConstraint.setPriority(Double(newValue.rawValue))
            }
        }
    }

    /// A name shown in the constraint's description and in the layout engine's warnings.
    open var identifier: String? {
        get { engineConstraint?.identifier }
        set { engineConstraint?.identifier = newValue }
    }

    /// The second attribute's factor.
    open var multiplier: CGFloat { CGFloat(engineConstraint?.multiplier ?? 1) }
    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { firstSurface }
    /// The second item, or nil for a constant.
    open var secondItem: AnyObject? { secondSurface }
    /// The first item's attribute.
    open var firstAttribute: NSLayoutConstraint.Attribute { Attribute(engineConstraint?.firstAttribute ?? .notAnAttribute) }
    /// The second item's attribute.
    open var secondAttribute: NSLayoutConstraint.Attribute { Attribute(engineConstraint?.secondAttribute ?? .notAnAttribute) }
    /// How the first attribute compares with the second side.
    open var relation: NSLayoutConstraint.Relation { Relation(engineConstraint?.relation ?? .equal) }
    /// Archiving is not modelled: stored only.
    open var shouldBeArchived = false
}

/// As UIKit's objects (`NSObject`s), constraints compare and hash by identity.
extension NSLayoutConstraint: Hashable, CustomStringConvertible {
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The constraint as UIKit describes it, without addresses (`A.top == B.bottom + 8`).
    nonisolated public var description: String {
        MainActorBridge.run(nil, subject: "NSLayoutConstraint.description") { engineConstraint?.description ?? "<an invalid NSLayoutConstraint>" }
            ?? "<an invalid NSLayoutConstraint>"
    }
}
