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

    /// Makes a stack view.
    public override init(app: App, name: String? = nil, frame: Rect = .zero) {
        super.init(app: app, name: name, frame: frame)
    }

    /// Adds `view` at the end of the arranged views (and as a subview).
    public func addArrangedSubview(_ view: View) throws(EngineError) {
        try addSubview(view)
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        setNeedsLayout()
    }

    /// Stops arranging `view`; as in UIKit, it stays a subview.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// The height of an arranged view: its constraint, a stack's content, or its frame.
    func arrangedHeight(of view: View) -> Double {
        if let constraint = view.heightConstraint { return max(0, constraint.constant) }
        if let stack = view as? StackView { return stack.fittingHeight }
        return view.frame.height
    }

    /// The height the arranged views need: their heights and the spacing between the
    /// visible ones.
    public var fittingHeight: Double {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let heights = shown.reduce(0) { $0 + arrangedHeight(of: $1) }
        return heights + spacing * Double(max(0, shown.count - 1))
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
        if heightConstraint == nil, frame.height != fitting {
            resize(to: Rect(origin: frame.origin, size: Size(width: frame.width, height: fitting)))
            needsLayout = false
            superview?.setNeedsLayout()
        }
    }
}
