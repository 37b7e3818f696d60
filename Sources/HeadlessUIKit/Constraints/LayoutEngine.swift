import LayoutSolver

/// The unknowns of a view or guide taking part in the layout engine: its frame in its superview's
/// coordinates, as UIKit's engine keeps `minX`, `minY`, `width` and `height` (rule Y3).
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The frame of the last solution, once solved.
    var solved: Rect?
    /// The autoresizing constraints installed for the view (rule Y4), and the frame they pin.
    var autoresizing: [Constraint] = []
    var pinnedFrame: Rect?
    /// The content size constraints installed for the view (rule Y6), or a built-in guide's
    /// constraints (rule Y7), and what they encode.
    var intrinsic: [Constraint] = []
    var intrinsicKey: [Double] = []

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
}

/// One app's layout engine (rules Y3, Y4, Y5): the active constraints, a Cassowary solver
/// holding them, and the views taking part. Made on the first constraint activated, so an
/// app without constraints never has one.
///
/// Constraints are handed to the solver lazily, at ``update(sparing:)`` (before each layout
/// pass, and in a base `layoutSubviews`), so that a script may activate constraints before
/// it sets `translatesAutoresizingMaskIntoConstraints`, as UIKit code routinely does.
final class LayoutEngine {
    private unowned let runtime: Runtime
    private let solver = Solver()
    /// The active constraints, in activation order.
    var active: [LayoutConstraint] { activeList.filter(\.isActive) }
    /// The active constraints in activation order, and deactivated ones not yet compacted away
    /// (so that a stack view remaking its constraints costs no scan of them all, rule Y9).
    private var activeList: [LayoutConstraint] = []
    private var deactivatedInList = 0
    /// The solver's constraint of each active constraint handed to it (looked up, never iterated).
    private var installed: [ObjectIdentifier: Constraint] = [:]
    /// Solver constraints to take out at the next update.
    private var retired: [Constraint] = []
    /// The views and guides with variables, in the order they joined.
    private var participants: [WeakItem] = []
    /// Whether the solution may be stale.
    private(set) var needsUpdate = false

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    // MARK: Activation (rule Y3)

    /// Rule Y3: activates a constraint whose items share an ancestor.
    func activate(_ constraint: LayoutConstraint) throws(EngineError) {
        if constraint.firstItem != nil, commonAncestor(of: constraint.items) == nil {
            throw EngineError(
                name: "NSGenericException",
                reason: "Unable to activate constraint with anchors <\(LayoutConstraint.side(constraint.firstItem, constraint.firstAttribute, from: constraint.firstOrigin))> and <\(LayoutConstraint.side(constraint.secondItem, constraint.secondAttribute, from: constraint.secondOrigin))> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.",
                rule: .Y3)
        }
        activate(singleItem: constraint)
    }

    /// Activates a constraint known to need no ancestor check.
    func activate(singleItem constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        if constraint.isListedInEngine { compactActiveList() }
        constraint.isActive = true
        constraint.isListedInEngine = true
        activeList.append(constraint)
        invalidate()
    }

    /// Rule Y3: deactivates a constraint; the layout is solved again before the next pass.
    func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.isActive else { return }
        constraint.isActive = false
        deactivatedInList += 1
        if deactivatedInList > 64, deactivatedInList * 2 > activeList.count { compactActiveList() }
        retire(constraint)
        invalidate()
    }

    /// Drops the deactivated constraints from the activation list.
    private func compactActiveList() {
        activeList.removeAll { constraint in
            guard !constraint.isActive else { return false }
            constraint.isListedInEngine = false
            return true
        }
        deactivatedInList = 0
    }

    /// Rule Y3: an active constraint's constant or priority changed.
    func constraintChanged(_ constraint: LayoutConstraint) {
        retire(constraint)
        invalidate()
    }

    /// Rule Y4: a view taking part in the engine changed its frame or its
    /// `translatesAutoresizingMaskIntoConstraints`.
    func viewChanged(_ view: View) {
        guard view.layoutVariables != nil else { return }
        invalidate()
    }

    /// Rule Y3: `view` left its superview: UIKit removes the constraints that relate a view of
    /// its subtree to a view outside it ("removes any constraints that refer to the view you
    /// are removing, or that refer to any view in the subtree").
    func viewWillLeaveSuperview(_ view: View) {
        // The subtree once, then a lookup per item: asking each item whether it lies inside
        // would walk up from it, a cost of the depth for every constraint (rule R3).
        var subtree = Set<ObjectIdentifier>()
        view.forEachInSubtree { subtree.insert(ObjectIdentifier($0)) }
        func isInside(_ item: any LayoutItem) -> Bool {
            item.layoutHostView.map { subtree.contains(ObjectIdentifier($0)) } ?? false
        }
        let crossing = active.filter { constraint in
            let items = constraint.items
            return items.contains(where: isInside) && !items.allSatisfy(isInside)
        }
        for constraint in crossing { deactivate(constraint) }
        view.forEachInSubtree { $0.layoutVariables?.solved = nil }
    }

    private func retire(_ constraint: LayoutConstraint) {
        if let solverConstraint = installed.removeValue(forKey: ObjectIdentifier(constraint)) {
            retired.append(solverConstraint)
        }
    }

    private func invalidate() {
        needsUpdate = true
    }

    /// Rule Y15: a layout direction changed (a view's semantic content attribute, the user's
    /// language): every leading and trailing edge may have moved to the other side, so each
    /// active constraint is handed to the solver again at the next update.
    func directionChanged() {
        for constraint in activeList where constraint.isActive { retire(constraint) }
        invalidate()
    }

    /// Rule Y7: a view's margins changed; its margins guide moves at the next update.
    func guidesChanged() {
        invalidate()
    }

    // MARK: Solving

    /// Brings the solver up to date and marks for layout the superview of every view whose
    /// solved frame changed (rule Y3), except `spared`, which is applying the solution now.
    func update(sparing spared: View? = nil) {
        if !needsUpdate, guidesMoved() { needsUpdate = true }
        guard needsUpdate else { return }
        needsUpdate = false
        for constraint in retired { try? solver.removeConstraint(constraint) }
        retired.removeAll()
        // Expressions first: they make the participants whose autoresizing constraints
        // (rule Y4) go in before the constraints that might conflict with them.
        var pending: [(LayoutConstraint, Constraint)] = []
        for constraint in activeList where constraint.isActive && installed[ObjectIdentifier(constraint)] == nil {
            runtime.charge()    // rule R3
            guard let built = solverConstraint(for: constraint) else { continue }
            pending.append((constraint, built))
        }
        pinGuides()                 // before the pins: a guide makes its owning view take part
        pinAutoresizingViews()
        constrainIntrinsicSizes()
        for (constraint, built) in pending {
            do {
                try solver.addConstraint(built)
                installed[ObjectIdentifier(constraint)] = built
            } catch {
                reportUnsatisfiable(constraint, built)
            }
        }
        publishSolution(sparing: spared)
    }

    /// Rule Y5: UIKit's warning for a required constraint that cannot hold with the others;
    /// the engine goes on without it (it stays active, and is tried again when the
    /// constraints change). The list is a minimal conflicting set, as UIKit's: the constraints
    /// (the broken one among them) that together cannot hold, with the autoresizing pins of
    /// views that translate their mask and the pins of built-in guides among them.
    private func reportUnsatisfiable(_ broken: LayoutConstraint, _ built: Constraint) {
        let conflict = solver.conflict(of: built)
        let inConflict = Set(conflict.map(ObjectIdentifier.init))
        let related = active.filter { other in
            other === broken || installed[ObjectIdentifier(other)].map { inConflict.contains(ObjectIdentifier($0)) } == true
        }
        var lines = related.map { "\"<LayoutConstraint \($0)>\"" }
        for entry in participants {
            guard let item = entry.item, let variables = item.itemVariables else { continue }
            if let view = item as? View, variables.autoresizing.contains(where: { inConflict.contains(ObjectIdentifier($0)) }) {
                lines.append("\"<NSAutoresizingMaskLayoutConstraint \(view.name) h=--& v=--& (autoresizing mask, frame \(view.frame))>\"")
            } else if let guide = item as? LayoutGuide, guide.kind != .custom,
                      variables.intrinsic.contains(where: { inConflict.contains(ObjectIdentifier($0)) }) {
                lines.append("\"<\(guide.layoutItemName) pinned to its owning view (insets \(guide.insets))>\"")
            }
        }
        runtime.warn(
            broken.firstItem?.layoutHostView?.name ?? "LayoutConstraint",
            "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. (\(lines.joined(separator: ", "))) Will attempt to recover by breaking constraint <LayoutConstraint \(broken)>",
            rule: .Y5)
    }

    /// Rule Y4: each taking-part view that translates its autoresizing mask is pinned, by
    /// required constraints, to its current frame.
    private func pinAutoresizingViews() {
        participants.removeAll { $0.item == nil }
        for entry in participants {
            guard let view = entry.item as? View, let variables = view.layoutVariables else { continue }
            runtime.charge()    // rule R3
            let frame = view.translatesAutoresizingMaskIntoConstraints ? view.frame : nil
            guard frame != variables.pinnedFrame || (frame != nil && variables.autoresizing.isEmpty) else { continue }
            for constraint in variables.autoresizing { try? solver.removeConstraint(constraint) }
            variables.autoresizing = []
            variables.pinnedFrame = frame
            guard let frame else { continue }
            let pins = [
                variables.minX == frame.minX, variables.minY == frame.minY,
                variables.width == frame.width, variables.height == frame.height,
            ]
            // A constraint already holding the view elsewhere wins over the frame (rule Y5).
            variables.autoresizing = addBreakingConflicts(pins, of: view.name, "the autoresizing mask's constraint", "of a view with translatesAutoresizingMaskIntoConstraints")
        }
    }

    /// Adds the engine's own constraints for `name`; one that cannot hold is left out with
    /// UIKit's warning (rule Y5). Returns those added.
    private func addBreakingConflicts(_ constraints: [Constraint], of name: String, _ what: String, _ whose: String) -> [Constraint] {
        var added: [Constraint] = []
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch {
                runtime.warn(name, "Unable to simultaneously satisfy constraints: \(what) \(constraint.expression) \(whose) conflicts with its constraints; breaking it", rule: .Y5)
            }
        }
        return added
    }

    /// Rule Y6: each taking-part view with an intrinsic size gets, per axis, `size <= intrinsic`
    /// at its content hugging priority and `size >= intrinsic` at its compression resistance
    /// (UIKit's `NSContentSizeLayoutConstraint`s), remade when the size or a priority changes.
    private func constrainIntrinsicSizes() {
        for entry in participants {
            guard let view = entry.item as? View, let variables = view.layoutVariables else { continue }
            runtime.charge()    // rule R3
            let size = view.effectiveIntrinsicContentSize
            let key = [size.width, size.height,
                       view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
                       view.contentCompressionResistancePriority(for: .horizontal), view.contentCompressionResistancePriority(for: .vertical)]
            guard key != variables.intrinsicKey else { continue }
            for constraint in variables.intrinsic { try? solver.removeConstraint(constraint) }
            variables.intrinsic = []
            variables.intrinsicKey = key
            var wanted: [Constraint] = []
            for (axis, dimension, metric) in [(LayoutAxis.horizontal, variables.width, size.width), (.vertical, variables.height, size.height)]
            where metric >= 0 && metric.isFinite {
                wanted.append((dimension <= metric).withPriority(view.contentHuggingPriority(for: axis)))
                wanted.append((dimension >= metric).withPriority(view.contentCompressionResistancePriority(for: axis)))
            }
            variables.intrinsic = addBreakingConflicts(wanted, of: view.name, "the required content size constraint", "of its intrinsic size")
        }
    }

    /// Rule Y7: whether a built-in guide's insets differ from those its constraints encode.
    private func guidesMoved() -> Bool {
        participants.contains { entry in
            guard let guide = entry.item as? LayoutGuide, guide.kind != .custom, let variables = guide.layoutVariables else { return false }
            return guideKey(guide) != variables.intrinsicKey
        }
    }

    private func guideKey(_ guide: LayoutGuide) -> [Double] {
        let insets = guide.insets
        return [insets.top, insets.left, insets.bottom, insets.right]
    }

    /// Rule Y7: a safe area or margins guide is held, by required constraints, at its owning
    /// view's bounds inset by the safe area (and the margins).
    private func pinGuides() {
        for entry in participants {
            guard let guide = entry.item as? LayoutGuide, guide.kind != .custom, let owner = guide.owningView,
                  let variables = guide.layoutVariables else { continue }
            let key = guideKey(guide)
            guard key != variables.intrinsicKey else { continue }
            for constraint in variables.intrinsic { try? solver.removeConstraint(constraint) }
            variables.intrinsicKey = key
            let insets = guide.insets
            let ownerVariables = self.variables(of: owner)
            // Rule Y10: a scroll view's content guide starts at the content's origin; its size
            // is left to the constraints.
            variables.intrinsic = guide.kind == .scrollContent ? [variables.minX == 0, variables.minY == 0] : [
                variables.minX == insets.left, variables.minY == insets.top,
                variables.width == ownerVariables.width - (insets.left + insets.right),
                variables.height == ownerVariables.height - (insets.top + insets.bottom),
            ]
            for constraint in variables.intrinsic { try? solver.addConstraint(constraint) }
        }
    }

    /// Reads each participant's frame from the solver; a changed frame marks the superview.
    private func publishSolution(sparing spared: View?) {
        for entry in participants {
            guard let item = entry.item, let variables = item.itemVariables else { continue }
            let frame = Rect(x: snapped(solver.value(of: variables.minX)), y: snapped(solver.value(of: variables.minY)),
                             width: snapped(solver.value(of: variables.width)), height: snapped(solver.value(of: variables.height)))
            guard frame != variables.solved else { continue }
            variables.solved = frame
            guard let view = item as? View, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview, superview !== spared else { continue }
            superview.setNeedsLayout()
        }
    }

    /// A solved value without the solver's rounding noise (1e-6 pt).
    private func snapped(_ value: Double) -> Double {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? 0 : rounded
    }

    // MARK: Ambiguity (rule Y5)

    /// The parts of `view`'s frame its constraints leave free, each with another value it
    /// could take (the solver's probe, rule Y5).
    func ambiguousAttributes(of view: any LayoutItem) -> [(name: String, otherValue: Double)] {
        update()
        guard let variables = view.itemVariables else { return [] }
        var free: [(name: String, otherValue: Double)] = []
        for (name, variable) in [("x", variables.minX), ("y", variables.minY), ("width", variables.width), ("height", variables.height)] {
            if let other = solver.probe(variable) { free.append((name, snapped(other))) }
        }
        return free
    }

    // MARK: Fitting (rule Y8)

    /// Rule Y8: the size `view`'s constraints give it when its width and height are pulled
    /// towards `target` at the two priorities, measured without the autoresizing constraints
    /// that pin the view itself; nil for a view no constraint involves.
    func fittingSize(of view: View, target: Size, horizontal: Double, vertical: Double) -> Size? {
        update()
        guard let variables = view.layoutVariables else { return nil }
        for pin in variables.autoresizing { try? solver.removeConstraint(pin) }
        let pulls = [
            (variables.width == target.width).withPriority(horizontal),
            (variables.height == target.height).withPriority(vertical),
        ].filter { (try? solver.addConstraint($0)) != nil }
        // Wrapping labels inside are measured again at the widths this solve gives them, a few
        // rounds, as their heights depend on their widths.
        let wrapping = participants.compactMap { $0.item as? Label }.filter { $0.intrinsicSizeFollowsWidth && $0.isDescendant(of: view) }
        for _ in 0..<3 where !wrapping.isEmpty {
            var changed = false
            for label in wrapping {
                guard let width = label.layoutVariables.map({ snapped(solver.value(of: $0.width)) }), width != label.measuringWidth else { continue }
                label.measuringWidth = width
                changed = true
            }
            if !changed { break }
            constrainIntrinsicSizes()
        }
        let size = Size(width: snapped(solver.value(of: variables.width)), height: snapped(solver.value(of: variables.height)))
        for pull in pulls { try? solver.removeConstraint(pull) }
        variables.autoresizing = variables.autoresizing.filter { (try? solver.addConstraint($0)) != nil }
        if !wrapping.isEmpty {
            for label in wrapping { label.measuringWidth = nil }
            constrainIntrinsicSizes()
        }
        return size
    }

    // MARK: Expressions

    /// The solver's constraint for `constraint`, or nil when its items are gone or no longer
    /// share an ancestor.
    private func solverConstraint(for constraint: LayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem, let ancestor = commonAncestor(of: constraint.items) else { return nil }
        // Rule Y15: a constraint of leading or trailing edges under right to left (the first
        // item's direction decides, **choice**) is mirrored: leading is the right edge,
        // trailing the left one, and the constant runs leftwards.
        let mirrored = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && first.layoutHostView?.isRightToLeft == true
        let constant = mirrored ? -constraint.constant : constraint.constant
        func attribute(_ attribute: LayoutAttribute) -> LayoutAttribute { mirrored ? attribute.mirrored : attribute }
        // Rule Y18: an offset dimension is its end minus its origin.
        func side(_ item: any LayoutItem, _ itemAttribute: LayoutAttribute, from origin: LayoutOrigin?) -> Expression? {
            let end = expression(item, attribute(itemAttribute), in: ancestor)
            guard let origin else { return end }
            guard let start = origin.item else { return nil }
            return end - expression(start, attribute(origin.attribute), in: ancestor)
        }
        guard let left = side(first, constraint.firstAttribute, from: constraint.firstOrigin) else { return nil }
        var right = Expression(constant: constant)
        if let second = constraint.secondItem {
            guard let secondSide = side(second, constraint.secondAttribute, from: constraint.secondOrigin) else { return nil }
            right = secondSide * constraint.multiplier + constant
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(left, relation, right, strength: Strength(priority: constraint.priority))
    }

    /// `attribute` of `view` in the coordinates of `ancestor` (`view` itself or an ancestor of
    /// it): the item's variables plus the origins of the items between them (rule Y3).
    private func expression(_ view: any LayoutItem, _ attribute: LayoutAttribute, in ancestor: any LayoutItem) -> Expression {
        // Rule Y13: a margin attribute is the edge or centre of the view's margins guide (a
        // guide has no margins: its own edge, **choice**).
        if let edge = attribute.edgeOfMargins {
            if let host = view as? View { return expression(host.layoutMarginsGuide, edge, in: ancestor) }
            return expression(view, edge, in: ancestor)
        }
        if attribute == .width { return Expression(variables(of: view).width) }
        if attribute == .height { return Expression(variables(of: view).height) }
        var origin = Expression(constant: 0)
        var current: (any LayoutItem)? = view
        while let step = current, step !== ancestor, runtime.charge() {
            origin = origin + (attribute.isHorizontal ? variables(of: step).minX : variables(of: step).minY)
            current = step.layoutParent
        }
        let size: () -> Expression = {
            Expression(attribute.isHorizontal ? self.variables(of: view).width : self.variables(of: view).height)
        }
        switch attribute {
        case .left, .leading, .top: return origin
        case .right, .trailing, .bottom, .lastBaseline: return origin + size()
        case .centerX, .centerY: return origin + size() * 0.5
        case .firstBaseline:
            if let label = view as? Label { return origin + label.lineHeight }
            return origin + size()
        case .width, .height, .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins, .centerYWithinMargins: return origin
        }
    }

    /// The item's variables, making it a participant on first use.
    private func variables(of item: any LayoutItem) -> LayoutVariables {
        if let variables = item.itemVariables { return variables }
        let variables = LayoutVariables(name: item.layoutItemName)
        item.itemVariables = variables
        participants.append(WeakItem(item: item))
        return variables
    }

    /// Rule Y12: the view a constraint is installed on: the nearest common ancestor of its
    /// items (a guide's owning view for a guide), or its one item's view.
    func holder(of constraint: LayoutConstraint) -> View? {
        guard constraint.firstItem != nil else { return nil }
        return commonAncestor(of: constraint.items)?.layoutHostView
    }

    /// The nearest item that is each of `items` or above it (rule Y18: a constraint may
    /// relate up to four); nil when they share none.
    func commonAncestor(of items: [any LayoutItem]) -> (any LayoutItem)? {
        guard var ancestor = items.first else { return nil }
        for item in items.dropFirst() {
            guard let common = commonAncestor(ancestor, item) else { return nil }
            ancestor = common
        }
        return ancestor
    }

    /// The nearest item that is both `a` or above it and `b` or above it (a guide's parent
    /// is its owning view).
    func commonAncestor(_ a: any LayoutItem, _ b: any LayoutItem) -> (any LayoutItem)? {
        // The usual cases first, in constant time (a stack's constraints relate a view to its
        // parent or a sibling, however deep the stack is).
        if a === b { return a }
        if let parent = b.layoutParent, parent === a { return a }
        if let parent = a.layoutParent {
            if parent === b { return b }
            if let other = b.layoutParent, other === parent { return parent }
        }
        var chain: [ObjectIdentifier] = []
        var current: (any LayoutItem)? = a
        while let item = current, runtime.charge() {
            chain.append(ObjectIdentifier(item))
            current = item.layoutParent
        }
        current = b
        while let item = current, runtime.charge() {
            if chain.contains(ObjectIdentifier(item)) { return item }
            current = item.layoutParent
        }
        return nil
    }
}

/// A view or guide held weakly.
struct WeakItem {
    weak var item: (any LayoutItem)?
}
