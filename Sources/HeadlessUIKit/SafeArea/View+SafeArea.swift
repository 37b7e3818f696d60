/// The safe area: rule E3.
extension View {
    /// Rule E3: the part of the view that the status bar, the home indicator and the bars of
    /// the controllers above it leave free, as insets from its edges. A view outside the
    /// window has none. The window's come from the screen; any other view has what its
    /// superview's safe area leaves uncovered of its frame (at most its own size), plus the
    /// ``ViewController/additionalSafeAreaInsets`` of its controller and what its container's
    /// bars cover (rule E5). A table or collection
    /// view passes no top or bottom inset to its content: its content inset keeps rows clear
    /// of them (Stagehand's simplification of `contentInsetAdjustmentBehavior`).
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        if self === window { return runtime.display.safeAreaInsets }
        // From the window down to this view, without recursion (rule R3: a deep hierarchy
        // cannot overflow the stack).
        var chain: [View] = []
        var current: View? = self
        while let view = current, view !== window, runtime.charge() {
            chain.append(view)
            current = view.superview
        }
        var outer: EdgeInsets? = current === window ? runtime.display.safeAreaInsets : nil
        for view in chain.reversed() { outer = view.safeAreaInsets(under: outer) }
        return outer ?? .zero
    }

    /// This view's safe area insets, given its superview's (nil: no superview).
    private func safeAreaInsets(under outer: EdgeInsets?) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let outer, let superview {
            let safe = superview.bounds
            let scrolls = superview is ScrollView
            if !scrolls {
                insets.top = clamp(outer.top - frame.minY, frame.height)
                insets.bottom = clamp(frame.maxY - (safe.height - outer.bottom), frame.height)
            }
            insets.left = clamp(outer.left - frame.minX, frame.width)
            insets.right = clamp(frame.maxX - (safe.width - outer.right), frame.width)
        }
        if let controller = viewController, controller.viewIfLoaded === self {
            insets = insets + controller.additionalSafeAreaInsets + (controller.parent?.barInsets(for: controller) ?? .zero)
        }
        return insets
    }

    private func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
}
