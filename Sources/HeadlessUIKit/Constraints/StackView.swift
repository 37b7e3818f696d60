/// A vertical stack (rule Y1), as UIKit's `UIStackView` with a vertical axis and the `fill`
/// distribution: its arranged subviews are pinned top to bottom at its width, `spacing`
/// apart, each as tall as its height constraint (or, without one, a stack's fitting height or
/// its own frame's height); hidden ones take no space. A stack without a height constraint
/// takes the height of its content, and a scroll view whose content is a stack takes that
/// height as its `contentSize`.
public final class StackView: View {
    /// The views it arranges, top to bottom.
    public private(set) var arrangedSubviews: [View] = []
    /// The space between arranged views (default 0).
    public var spacing = 0.0 { didSet { setNeedsLayout() } }

    /// An empty stack view of `app`, its arranged views 0 pt apart.
    public override init(app: App, name: String? = nil, frame: Rect = .zero) {
        super.init(app: app, name: name, frame: frame)
    }

    /// Adds `view` at the end of the arranged views (and as a subview).
    public func addArrangedSubview(_ view: View) throws(EngineError) {
        try addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false    // rule Y4, as UIKit's stack does
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        setNeedsLayout()
    }

    /// Stops arranging `view`; as in UIKit, it stays a subview.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// Rule Y1: `view` left the stack, so it is no longer arranged.
    func forgetArranged(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// The height of an arranged view: its constraint, a stack's content, or its frame.
    func arrangedHeight(of view: View) -> Double {
        if let constraint = view.heightConstraint, constraint.isActive { return max(0, constraint.constant) }
        if let stack = view as? StackView { return stack.fittingHeight }
        return view.frame.height
    }

    /// The height the arranged views need: their heights and the spacing between the
    /// visible ones. Stacks nested in it are measured innermost first, without recursion
    /// (rule R3: a deep nest of stacks cannot overflow the stack).
    public var fittingHeight: Double {
        var measured: [ObjectIdentifier: Double] = [:]      // looked up, never iterated
        var pending: [(stack: StackView, ready: Bool)] = [(self, false)]
        while let (stack, ready) = pending.popLast(), runtime.fault == nil {
            runtime.charge()
            let shown = stack.arrangedSubviews.filter { !$0.isHidden }
            if ready {
                let heights = shown.reduce(0.0) { total, view in
                    if let constraint = view.heightConstraint, constraint.isActive { return total + max(0, constraint.constant) }
                    if let inner = view as? StackView { return total + (measured[ObjectIdentifier(inner)] ?? 0) }
                    return total + view.frame.height
                }
                measured[ObjectIdentifier(stack)] = heights + stack.spacing * Double(max(0, shown.count - 1))
                continue
            }
            pending.append((stack, true))
            for case let inner as StackView in shown where inner.heightConstraint?.isActive != true && measured[ObjectIdentifier(inner)] == nil {
                pending.append((inner, false))
            }
        }
        return measured[ObjectIdentifier(self)] ?? 0
    }

    /// Rule Y1: places the arranged views top to bottom; a stack without a height
    /// constraint then takes its fitting height, marking its superview (a scroll view takes
    /// it as its content size).
    public override func layoutSubviews() throws(EngineError) {
        var y = 0.0
        for view in arrangedSubviews where !view.isHidden {
            let height = arrangedHeight(of: view)
            view.resize(to: Rect(x: 0, y: y, width: bounds.width, height: height))
            y += height + spacing
        }
        let fitting = fittingHeight
        if heightConstraint?.isActive != true, frame.height != fitting {
            resize(to: Rect(origin: frame.origin, size: Size(width: frame.width, height: fitting)))
            needsLayout = false
            superview?.setNeedsLayout()
        }
    }
}
