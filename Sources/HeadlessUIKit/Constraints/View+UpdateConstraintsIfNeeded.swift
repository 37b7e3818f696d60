extension View {
    /// Rule Y2: runs the constraint pass now for the marked views at or below this one, deepest
    /// first, as UIKit's `updateConstraintsIfNeeded()`; nothing when none is marked.
    public func updateConstraintsIfNeeded() {
        runtime.updateConstraintsPass(within: self)
    }
}
