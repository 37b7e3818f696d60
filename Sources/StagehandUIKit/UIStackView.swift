import HeadlessUIKit

/// UIKit's `UIStackView` over the engine's stack view (rule Y9): it lays its arranged views out in
/// a row or a column with constraints it keeps up to date.
open class UIStackView: UIView {
    /// An empty horizontal stack of the current app at `frame`, as UIKit's, traced under its
    /// class's name.
    public override init(frame: CGRect) {
        UIView.provideEngineView(UIStackView.horizontalStack(name: String(describing: Self.self), frame: frame))
        super.init(frame: frame)
    }

    /// An empty horizontal stack with a zero frame: the coder's storyboard is not read.
    public required init(coder: NSCoder) {
        UIView.provideEngineView(UIStackView.horizontalStack(name: String(describing: Self.self), frame: .zero))
        super.init(frame: .zero)
    }

    /// A horizontal stack arranging `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    var stack: StackView? { engineView as? StackView }

    /// A new engine stack of the current app, horizontal as UIKit's default.
    private static func horizontalStack(name: String, frame: CGRect) -> StackView {
        let stack = StackView(app: CurrentApp.app, name: name, frame: frame.engineRect)
        stack.axis = .horizontal
        return stack
    }

    /// UIKit's value of a custom spacing that means "use ``spacing``".
    public class var spacingUseDefault: CGFloat { CGFloat(StackView.spacingUseDefault) }
    /// UIKit's value of a spacing that means "the system spacing between views" (8 pt, rule Y9).
    public class var spacingUseSystem: CGFloat { CGFloat(StackView.spacingUseSystem) }

    /// The views it arranges, in order along the axis.
    open var arrangedSubviews: [UIView] { stack?.arrangedSubviews.map { UIView.surface(of: $0) } ?? [] }

    /// Adds `view` at the end of the arranged views (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: stack?.arrangedSubviews.count ?? 0)
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        stack?.removeArrangedSubview(view.engineView)
    }

    /// Puts `view` among the arranged views at `stackIndex`; an index out of bounds is UIKit's
    /// `NSInvalidArgumentException` (rule Y9).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard let stack else { return }
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in
            try stack.insertArrangedSubview(view.engineView, at: stackIndex)
        }
    }

    /// The axis the arranged views follow (horizontal by default, as in UIKit).
    open var axis: NSLayoutConstraint.Axis {
        get { stack?.axis == .vertical ? .vertical : .horizontal }
        set { stack?.axis = newValue.engine }
    }

    /// How the arranged views share the space along the axis.
    open var distribution: UIStackView.Distribution {
        get { UIStackView.Distribution(rawValue: stack?.distribution.uikitRawValue ?? 0) ?? .fill }
        set { stack?.distribution = StackDistribution.allCases[newValue.rawValue] }
    }

    /// How the arranged views are placed across the axis.
    open var alignment: UIStackView.Alignment {
        get { UIStackView.Alignment(rawValue: stack?.alignment.uikitRawValue ?? 0) ?? .fill }
        set { stack?.alignment = StackAlignment.allCases[newValue.rawValue] }
    }

    /// The space between arranged views.
    open var spacing: CGFloat {
        get { CGFloat(stack?.spacing ?? 0) }
        set { stack?.spacing = Double(newValue) }
    }

    /// Sets the space after `arrangedSubview`, in place of ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack?.setCustomSpacing(Double(spacing), after: arrangedSubview.engineView)
    }

    /// The space after `arrangedSubview`, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack?.customSpacing(after: arrangedSubview.engineView) ?? StackView.spacingUseDefault)
    }

    /// Whether vertical spacing is measured from baselines (stored; rule Y9).
    open var isBaselineRelativeArrangement: Bool {
        get { stack?.isBaselineRelativeArrangement ?? false }
        set { stack?.isBaselineRelativeArrangement = newValue }
    }

    /// Whether the arranged views are laid out within the layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack?.isLayoutMarginsRelativeArrangement ?? false }
        set { stack?.isLayoutMarginsRelativeArrangement = newValue }
    }
}

extension UIStackView {
    /// UIKit's `UIStackView.Distribution`, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; hugging and compression resistance decide who stretches.
        case fill = 0
        /// The views fill the axis at one size.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The gaps between the views are equal.
        case equalSpacing = 3
        /// The views' centres are equally far apart.
        case equalCentering = 4
    }

    /// UIKit's `UIStackView.Alignment`, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// The views are at the leading edge (`top` in a horizontal stack).
        case leading = 1
        /// The views share their first baseline.
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views are at the trailing edge (`bottom` in a horizontal stack).
        case trailing = 4
        /// The views share their last baseline.
        case lastBaseline = 5

        /// The top edge: the same as ``leading``.
        public static var top: UIStackView.Alignment { .leading }
        /// The bottom edge: the same as ``trailing``.
        public static var bottom: UIStackView.Alignment { .trailing }
    }
}
