/// Ambiguous layouts (rule Y5).
extension View {
    /// Rule Y5: whether the view's constraints leave its frame undetermined (a position or a
    /// size could take other values that satisfy them as well). False for a view the engine
    /// does not place.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = runtime.layoutEngine else { return false }
        return !engine.ambiguousAttributes(of: self).isEmpty
    }

    /// Rule Y5: for a view with an ambiguous layout, records a lint naming the undetermined
    /// parts of its frame and moves it to another frame its constraints allow, as UIKit's
    /// `exerciseAmbiguityInLayout()` does to show the ambiguity; does nothing otherwise.
    public func exerciseAmbiguityInLayout() {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = runtime.layoutEngine else { return }
        let free = engine.ambiguousAttributes(of: self)
        guard !free.isEmpty else { return }
        runtime.lint(name, "has an ambiguous layout: its constraints do not determine its \(free.map(\.name).joined(separator: ", ")) (exerciseAmbiguityInLayout)", rule: .Y5)
        var moved = frame
        for attribute in free {
            switch attribute.name {
            case "x": moved.origin.x = attribute.otherValue
            case "y": moved.origin.y = attribute.otherValue
            case "width": moved.size.width = max(0, attribute.otherValue)
            default: moved.size.height = max(0, attribute.otherValue)
            }
        }
        resize(to: moved)
        layoutVariables?.solved = moved    // the next solve that places it elsewhere moves it back
    }
}
