/// Rule Y14: a prototype cell's copy carries the prototype's content views and the constraints
/// among them and to the cell, so every dequeued copy lays out as the prototype does (what a
/// nib's copy of a constrained cell gives).
extension View {
    /// Copies into `copy` the subviews of `original` that can be copied (plain views and
    /// labels, at any depth; `copied` maps views already copied, such as a cell's registered
    /// labels, to their copies), then every active constraint whose items all have copies
    /// (views, or their safe area and margins guides), activated between the copies.
    func copyPrototypeContent(of original: View, copied: [(original: View, copy: View)]) {
        var mapping: [ObjectIdentifier: View] = [ObjectIdentifier(original): self]
        for pair in copied { mapping[ObjectIdentifier(pair.original)] = pair.copy }
        var pending: [(original: View, copy: View)] = [(original, self)]
        while let (source, target) = pending.popLast(), runtime.charge() {    // rule R3: a loop, not a recursion
            for subview in source.subviews {
                if let existing = mapping[ObjectIdentifier(subview)] {
                    pending.append((subview, existing))
                    continue
                }
                let made: View
                if subview.contentOfCell != nil, let cell = target as? ReusableCell {
                    made = cell.contentView
                } else if let copier = subview.prototypeCopy() {
                    made = copier
                    try? target.addSubview(made)
                } else {
                    continue
                }
                made.copyLayoutSettings(of: subview)
                mapping[ObjectIdentifier(subview)] = made
                pending.append((subview, made))
            }
        }
        copyConstraints(mapping)
    }

    /// A new view of the same configuration: a plain view or a label; nil for any other kind
    /// (controllers' views, tables, stacks), which a copy leaves out.
    private func prototypeCopy() -> View? {
        if let label = self as? Label { return Label(copying: label) }
        guard type(of: self) == View.self else { return nil }
        return View(runtime: runtime, name: baseName, frame: frame)
    }

    /// The settings the layout engine reads (rules Y4, Y6, Y7).
    private func copyLayoutSettings(of other: View) {
        translatesAutoresizingMaskIntoConstraints = other.translatesAutoresizingMaskIntoConstraints
        autoresizingMask = other.autoresizingMask
        isHidden = other.isHidden
        contentPriorities = other.contentPriorities
        if let margins = other.guideStore.customMargins { layoutMargins = margins }
    }

    /// Activates a copy of each active constraint whose items all map to copies.
    private func copyConstraints(_ mapping: [ObjectIdentifier: View]) {
        guard let engine = runtime.layoutEngine else { return }
        func copy(of item: any LayoutItem) -> (any LayoutItem)? {
            if let view = item as? View { return mapping[ObjectIdentifier(view)] }
            guard let guide = item as? LayoutGuide, let owner = guide.owningView,
                  let ownerCopy = mapping[ObjectIdentifier(owner)] else { return nil }
            switch guide.kind {
            case .safeArea: return ownerCopy.safeAreaLayoutGuide
            case .margins: return ownerCopy.layoutMarginsGuide
            default: return nil
            }
        }
        for constraint in engine.active {
            guard let first = constraint.firstItem, let firstCopy = copy(of: first) else { continue }
            var secondCopy: (any LayoutItem)?
            if let second = constraint.secondItem {
                guard let mapped = copy(of: second) else { continue }
                secondCopy = mapped
            }
            // Rule Y18: an offset dimension's origin is copied as its items are.
            func copied(_ origin: LayoutOrigin?) -> LayoutOrigin?? {
                guard let origin else { return .some(nil) }
                guard let item = origin.item, let mapped = copy(of: item) else { return nil }
                return .some(LayoutOrigin(item: mapped, attribute: origin.attribute))
            }
            guard let firstOrigin = copied(constraint.firstOrigin), let secondOrigin = copied(constraint.secondOrigin) else { continue }
            let made = LayoutConstraint(checked: firstCopy, constraint.firstAttribute, constraint.relation, secondCopy,
                                        constraint.secondAttribute, constraint.multiplier, constraint.constant,
                                        runtime: runtime, priority: constraint.priority,
                                        firstOrigin: firstOrigin, secondOrigin: secondOrigin)
            made.identifier = constraint.identifier
            // Both items lie in the copy, their common ancestor: no check needed.
            engine.activate(singleItem: made)
            if let view = first as? View, view.heightConstraint === constraint, let viewCopy = firstCopy as? View {
                viewCopy.heightConstraint = made
            }
        }
    }
}
