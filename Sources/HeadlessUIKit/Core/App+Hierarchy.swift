/// A printable picture of the window's hierarchy, for people exploring (the REPL's `:tree`).
extension App {
    /// A first line with the window's size, orientation and traits, then one line per view,
    /// indented by depth, with its safe area insets when it has any, the controller it belongs
    /// to with its appearance state, parent and size classes, and `*` on the first responder.
    /// Views deeper than `maxDepth` are summarised.
    public func hierarchyDescription(maxDepth: Int = 12) -> String {
        var lines = ["screen \(windowSize) \(orientation.rawValue), \(windowTraits)"]
        var stack: [(View, Int)] = [(window, 0)]
        while let (view, depth) = stack.popLast() {
            var line = String(repeating: "  ", count: depth) + "\(view.name) \(view.frame)"
            if view.isHidden { line += " hidden" }
            if view === firstResponder { line += " *first responder*" }
            let insets = view.safeAreaInsets
            if insets != .zero { line += " safe area \(insets)" }
            if let owner = view.viewController, owner.viewIfLoaded === view {
                line += "  [\(owner.name): \(owner.appearState.rawValue)"
                if let parent = owner.parent { line += ", parent \(parent.name)" }
                let traits = owner.traitCollection
                line += ", w\(traits.horizontalSizeClass.letter) h\(traits.verticalSizeClass.letter)]"
            }
            lines.append(line)
            if depth >= maxDepth, !view.subviews.isEmpty {
                lines.append(String(repeating: "  ", count: depth + 1) + "... \(view.subviews.count) subviews")
                continue
            }
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
