/// A linear relation between two views' attributes, as UIKit's `NSLayoutConstraint` (rule Y3):
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`,
/// or `firstItem.firstAttribute <relation> constant` without a second item.
///
/// A constraint does nothing until it is active (``isActive``, ``activate(_:)``); the app's
/// layout engine then solves the active constraints before each layout pass, and a view's
/// superview sets the view's frame from the solution in its base `layoutSubviews`.
/// ``constant`` and ``priority`` may change on an active constraint; the rest is fixed.
public final class LayoutConstraint: CustomStringConvertible {
    /// The item whose attribute the constraint sets.
    public private(set) weak var firstItem: (any LayoutItem)?
    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute
    /// How the first attribute compares with the second side.
    public let relation: LayoutRelation
    /// The item of the second side, or nil for a constant.
    public private(set) weak var secondItem: (any LayoutItem)?
    /// The second item's attribute (``LayoutAttribute/notAnAttribute`` without one).
    public let secondAttribute: LayoutAttribute
    /// The factor of the second attribute.
    public let multiplier: Double
    /// Rule Y18: the anchor the first side is measured from, when the first side is an
    /// offset dimension (`origin.anchorWithOffset(to: firstItem.firstAttribute)`): the side
    /// is then `firstItem.firstAttribute - origin`.
    public let firstOrigin: LayoutOrigin?
    /// Rule Y18: the anchor the second side's attribute is measured from, likewise.
    public let secondOrigin: LayoutOrigin?
    /// A name shown in the constraint's description and in the layout engine's warnings.
    public var identifier: String?

    /// The object that stands for the constraint in UIKit's API (StagehandUIKit's
    /// `NSLayoutConstraint`), when one was made.
    public weak var surface: AnyObject?

    /// The runtime of the items, for the engine.
    let runtime: Runtime
    /// Whether the engine holds it.
    public internal(set) var isActive = false
    /// Whether the engine's activation list still holds it (rule Y3).
    var isListedInEngine = false

    /// The added constant. Changing it on an active constraint re-solves the layout before
    /// the next pass, as UIKit does ("cheaper than removing and re-adding the constraint").
    public var constant: Double {
        didSet {
            guard constant != oldValue, isActive else { return }
            runtime.layoutEngine?.constraintChanged(self)
        }
    }

    /// The priority on UIKit's scale (1000 is required; see ``LayoutPriority``). Change it with
    /// ``setPriority(_:)``.
    public private(set) var priority: Double

    /// The constraint `item.attribute relation multiplier × toItem.toAttribute + constant`, as
    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`; inactive.
    ///
    /// - Throws: `NSInvalidArgumentException` (rule Y3) for an attribute missing or mixed:
    ///   a first attribute of `notAnAttribute`, a second item without an attribute (or an
    ///   attribute without an item), a position against no item, or a position against a size.
    public convenience init(item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: (any LayoutItem)?, attribute toAttribute: LayoutAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutPriority.required) throws(EngineError) {
        func invalid(_ reason: String) -> EngineError {
            EngineError(name: "NSInvalidArgumentException", reason: reason, rule: .Y3)
        }
        if attribute == .notAnAttribute { throw invalid("NSLayoutConstraint for \(item.layoutItemName): the first attribute cannot be notAnAttribute") }
        if toItem == nil, toAttribute != .notAnAttribute { throw invalid("NSLayoutConstraint for \(item.layoutItemName): a second attribute (\(toAttribute.rawValue)) needs a second item") }
        if toItem != nil, toAttribute == .notAnAttribute { throw invalid("NSLayoutConstraint for \(item.layoutItemName): a second item needs a second attribute") }
        if toItem == nil, !attribute.isDimension {
            throw invalid("NSLayoutConstraint for \(item.layoutItemName): A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs.")
        }
        if toItem != nil, attribute.isDimension != toAttribute.isDimension {
            throw invalid("NSLayoutConstraint for \(item.layoutItemName): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        if !multiplier.isFinite || !constant.isFinite {
            throw invalid("NSLayoutConstraint for \(item.layoutItemName): a multiplier and a constant must be finite numbers")
        }
        guard let runtime = item.itemRuntime else { throw invalid("NSLayoutConstraint items must be views or layout guides") }
        self.init(checked: item, attribute, relation, toItem, toAttribute, multiplier, constant, runtime: runtime, priority: priority)
    }

    /// A constraint whose attributes the caller has checked (anchors check them by type).
    init(checked item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
         _ toItem: (any LayoutItem)?, _ toAttribute: LayoutAttribute, _ multiplier: Double, _ constant: Double,
         runtime: Runtime, priority: Double = LayoutPriority.required,
         firstOrigin: LayoutOrigin? = nil, secondOrigin: LayoutOrigin? = nil) {
        self.runtime = runtime
        self.firstOrigin = firstOrigin
        self.secondOrigin = secondOrigin
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        secondAttribute = toAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        self.priority = LayoutConstraint.clamped(priority)
    }

    /// Every item the constraint relates: its two items and the items its offset
    /// dimensions are measured from (rule Y18).
    public var items: [any LayoutItem] {
        [firstItem, firstOrigin?.item, secondItem, secondOrigin?.item].compactMap { $0 }
    }

    private static func clamped(_ priority: Double) -> Double {
        priority.isNaN ? LayoutPriority.required : min(max(priority, 1), LayoutPriority.required)
    }

    /// Changes the priority (clamped into 1...1000). An active constraint may change among the
    /// optional priorities but not between required and optional.
    ///
    /// - Throws: `NSInternalInconsistencyException` (rule Y3) when an active constraint would
    ///   go from required to optional or back; the priority is then unchanged.
    public func setPriority(_ newValue: Double) throws(EngineError) {
        let clamped = LayoutConstraint.clamped(newValue)
        if isActive, (clamped >= LayoutPriority.required) != (priority >= LayoutPriority.required) {
            throw EngineError(
                name: "NSInternalInconsistencyException",
                reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(NumberText.text(clamped)) and the existing priority was \(NumberText.text(priority)).",
                rule: .Y3)
        }
        guard clamped != priority else { return }
        priority = clamped
        if isActive { runtime.layoutEngine?.constraintChanged(self) }
    }

    /// Activates or deactivates the constraint (``activate(_:)``, ``deactivate(_:)``).
    public func setActive(_ active: Bool) throws(EngineError) {
        if active { try LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
    }

    /// Activates each constraint in order, as UIKit's `activate(_:)`: the layout engine
    /// solves it before the next layout pass.
    ///
    /// - Throws: `NSGenericException` (rule Y3) for a constraint whose items have no common
    ///   ancestor; the constraints before it stay active.
    public static func activate(_ constraints: [LayoutConstraint]) throws(EngineError) {
        for constraint in constraints where !constraint.isActive {
            try constraint.runtime.makeLayoutEngine().activate(constraint)
        }
    }

    /// Deactivates each constraint, as UIKit's `deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.isActive {
            constraint.runtime.layoutEngine?.deactivate(constraint)
        }
    }

    /// The constraint as UIKit describes it, without addresses: `'name' A.top == B.bottom + 8`,
    /// with `@750` for an optional priority and `(active)` when active.
    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(LayoutConstraint.side(firstItem, firstAttribute, from: firstOrigin)) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { text += "\(NumberText.text(multiplier))*" }
            text += LayoutConstraint.side(secondItem, secondAttribute, from: secondOrigin)
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.text(abs(constant)) }
        } else {
            text += NumberText.text(constant)
        }
        if priority < LayoutPriority.required { text += " @\(NumberText.text(priority))" }
        if isActive { text += "   (active)" }
        return text
    }
}

extension LayoutConstraint {
    /// `A.top`, or an offset dimension as `(B.bottom - A.top)` (rule Y18).
    static func side(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute, from origin: LayoutOrigin?) -> String {
        let text = "\(item?.layoutItemName ?? "nil").\(attribute.rawValue)"
        guard let origin else { return text }
        return "(\(text) - \(origin.item?.layoutItemName ?? "nil").\(origin.attribute.rawValue))"
    }
}

/// Rule Y18: the position an offset dimension (`anchorWithOffset(to:)`) is measured from,
/// held weakly as a constraint's items are.
public struct LayoutOrigin {
    /// The view or guide, while it lives.
    public private(set) weak var item: (any LayoutItem)?
    /// Its attribute: a position.
    public let attribute: LayoutAttribute

    /// The origin at `item.attribute`.
    public init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

extension LayoutRelation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension View {
    /// Rule Y1: constrains the view's height to `constant` (deactivating the height
    /// constraint made here before) and returns the active constraint, whose `constant` can
    /// change later. Stagehand's shorthand for `heightAnchor.constraint(equalToConstant:)`
    /// activated; a stack view sizes its arranged views by it.
    @discardableResult
    public func constrainHeight(to constant: Double) -> LayoutConstraint {
        if let old = heightConstraint { LayoutConstraint.deactivate([old]) }
        // One item: no common ancestor to find, so activating cannot fail.
        let constraint = LayoutConstraint(checked: self, .height, .equal, nil, .notAnAttribute, 1, constant, runtime: runtime)
        runtime.makeLayoutEngine().activate(singleItem: constraint)
        heightConstraint = constraint
        superview?.setNeedsLayout()
        return constraint
    }
}

