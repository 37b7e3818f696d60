/// A printable picture of the window's hierarchy, for people exploring (the REPL's `:tree`).
extension App {
    /// One line per view, indented by depth, with the controller a view belongs to, its
    /// appearance state and parent, and `*` on the first responder. Views inside a view that
    /// is neither a controller's view nor a first responder's ancestor are summarised past
    /// `maxDepth`.
    public func hierarchyDescription(maxDepth: Int = 12) -> String {
        var lines: [String] = []
        var stack: [(View, Int)] = [(window, 0)]
        while let (view, depth) = stack.popLast() {
            var line = String(repeating: "  ", count: depth) + "\(view.name) \(view.frame)"
            if view.isHidden { line += " hidden" }
            if view === firstResponder { line += " *first responder*" }
            if let owner = view.viewController, owner.viewIfLoaded === view {
                line += "  [\(owner.name): \(owner.appearState.rawValue)"
                if let parent = owner.parent { line += ", parent \(parent.name)" }
                line += "]"
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
