/// A stack view (rules Y1, Y9), as UIKit's `UIStackView`: it lays its arranged subviews out in a
/// row or a column by making and keeping up to date real constraints in the layout engine
/// (UIKit's `UISV-…` constraints, see ``arrangementConstraints``): `axis`, `distribution`,
/// `alignment`, `spacing` and custom spacings, the layout margins when
/// `isLayoutMarginsRelativeArrangement`; hidden arranged views collapse and lose their spacing.
/// A stack placed by its frame (it translates its autoresizing mask) and without a height
/// constraint takes its content's size along its axis (rule Y1), and a scroll view whose
/// content is a stack takes that size as its `contentSize`.
public final class StackView: View {
    /// The views it arranges, in order along the axis (top to bottom, or left to right).
    public private(set) var arrangedSubviews: [View] = []
    /// The axis the arranged views follow: vertical by default in Stagehand (**choice** of rule
    /// Y1; UIKit's default is horizontal, and StagehandUIKit's `UIStackView` sets it so).
    public var axis: LayoutAxis = .vertical { didSet { if axis != oldValue { arrangementChanged() } } }
    /// How the arranged views share the space along the axis (default `fill`).
    public var distribution: StackDistribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// How the arranged views are placed across the axis (default `fill`).
    public var alignment: StackAlignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The space between arranged views (default 0).
    public var spacing = 0.0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Whether the arranged views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// Whether vertical spacing is measured between baselines (stored; Stagehand spaces edges:
    /// its baselines are approximations, rule Y3).
    public var isBaselineRelativeArrangement = false
    /// The constraints the stack keeps in the engine for its arrangement (rule Y9), each named
    /// by UIKit's identifier (`UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`,
    /// `UISV-alignment`, `UISV-hiding`, ...).
    public internal(set) var arrangementConstraints: [LayoutConstraint] = []
    /// The spacer guides of the `equalSpacing` and `equalCentering` distributions.
    var gapGuidesInUse: [LayoutGuide] = []
    /// Spacings set by ``setCustomSpacing(_:after:)``, in the order they were set.
    private var customSpacings: [(view: WeakView, spacing: Double)] = []

    /// UIKit's `UIStackView.spacingUseDefault`: a custom spacing of this value means "use
    /// ``spacing``".
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)

    /// An empty stack view of `app`. Stagehand's stacks are vertical by default (rule Y1: the
    /// scenarios' stacks are columns); set ``axis`` for a row.
    public override init(app: App, name: String? = nil, frame: Rect = .zero) {
        super.init(app: app, name: name, frame: frame)
    }

    /// A stack placed by its frame closes its arrangement optionally (rule Y1), so its frame
    /// changing kind rebuilds the arrangement.
    public override var translatesAutoresizingMaskIntoConstraints: Bool {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { arrangementChanged() } }
    }

    // MARK: Arranged views

    /// Adds `view` at the end of the arranged views (and as a subview).
    public func addArrangedSubview(_ view: View) throws(EngineError) {
        try insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` among the arranged views at `index` (and makes it a subview, frontmost when
    /// it is not one yet); an index outside 0...count is UIKit's `NSInvalidArgumentException`.
    public func insertArrangedSubview(_ view: View, at index: Int) throws(EngineError) {
        let current = arrangedSubviews.firstIndex { $0 === view }
        let count = arrangedSubviews.count - (current == nil ? 0 : 1)
        guard index >= 0, index <= count else {
            throw EngineError(name: "NSInvalidArgumentException",
                              reason: "-[UIStackView insertArrangedSubview:atIndex:]: index \(index) out of bounds for arrangedSubviews of \(name), which has \(count) views",
                              rule: .Y9)
        }
        if view.superview !== self { try addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false    // rule Y4, as UIKit's stack does
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: index)
        arrangementChanged()
    }

    /// Stops arranging `view`; as in UIKit, it stays a subview.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view.view === view || $0.view.view == nil }
        arrangementChanged()
    }

    /// Rule Y1: `view` left the stack, so it is no longer arranged.
    func forgetArranged(_ view: View) {
        removeArrangedSubview(view)
    }

    /// Sets the space after the arranged view `view` (``spacingUseDefault`` goes back to
    /// ``spacing``).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings.removeAll { $0.view.view === view || $0.view.view == nil }
        if spacing != StackView.spacingUseDefault, spacing.isFinite {
            customSpacings.append((WeakView(view: view), spacing))
        }
        arrangementChanged()
    }

    /// The space after `view` set by ``setCustomSpacing(_:after:)``, or ``spacingUseDefault``.
    public func customSpacing(after view: View) -> Double {
        customSpacings.last { $0.view.view === view }?.spacing ?? StackView.spacingUseDefault
    }

    /// UIKit's `UIStackView.spacingUseSystem`: as ``spacing`` or a custom spacing, the system
    /// spacing between views (8 pt, ``LayoutConstraint/standardSpacing``, rule Y9). Its value
    /// is **choice**: the least positive normal `Float`, never a real spacing.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// The space between `view` and the next visible arranged view (the system spacing for
    /// ``spacingUseSystem``).
    func spacing(after view: View) -> Double {
        let custom = customSpacing(after: view)
        let chosen = custom == StackView.spacingUseDefault ? spacing : custom
        return chosen == StackView.spacingUseSystem ? LayoutConstraint.standardSpacing : chosen    // rule Y9
    }

    /// Rule Y9: an arranged view was hidden or shown.
    func arrangedVisibilityChanged() {
        arrangementChanged()
    }

    // MARK: Size (rule Y1)

    /// The length along the axis the arranged views need at the stack's current cross size.
    public var fittingHeight: Double {
        fittingLength(crossSize: axis == .vertical ? bounds.width : bounds.height)
    }

    /// Rule Y1: the stack's length along its axis measured by its constraints (rule Y8) at
    /// `crossSize` across it; 0 without visible arranged views.
    func fittingLength(crossSize: Double) -> Double {
        guard arrangedSubviews.contains(where: { !$0.isHidden }) else { return 0 }
        let vertical = axis == .vertical
        let size = systemLayoutSizeFitting(
            vertical ? Size(width: crossSize, height: 0) : Size(width: 0, height: crossSize),
            withHorizontalFittingPriority: vertical ? LayoutPriority.required : LayoutPriority.fittingSizeLevel,
            verticalFittingPriority: vertical ? LayoutPriority.fittingSizeLevel : LayoutPriority.required)
        return vertical ? size.height : size.width
    }

    /// Whether the stack sizes itself along its axis (rule Y1): a vertical stack placed by its
    /// frame without a height constraint of ``View/constrainHeight(to:)``.
    var sizesItselfAlongAxis: Bool {
        translatesAutoresizingMaskIntoConstraints && axis == .vertical && heightConstraint?.isActive != true
    }

    /// Rules Y3, Y9: places the arranged views from the solution; a stack that sizes itself
    /// (rule Y1) then takes its content's length along its axis and marks its superview (a
    /// scroll view takes it as its content size).
    public override func layoutSubviews() throws(EngineError) {
        applyConstraintLayout()
        guard sizesItselfAlongAxis else { return }
        let length = fittingLength(crossSize: bounds.width)
        guard length != frame.height else { return }
        resize(to: Rect(origin: frame.origin, size: Size(width: frame.width, height: length)))
        applyConstraintLayout()
        needsLayout = false
        superview?.setNeedsLayout()
    }
}

/// UIKit's `UIStackView.Distribution`: how a stack shares the space along its axis (rule Y9).
public enum StackDistribution: String, Sendable, CaseIterable {
    /// The views fill the axis; hugging and compression resistance decide who stretches or shrinks.
    case fill
    /// The views fill the axis at one size.
    case fillEqually
    /// The views fill the axis in proportion to their intrinsic sizes.
    case fillProportionally
    /// The views keep their sizes; the gaps between them are equal (at least ``StackView/spacing``).
    case equalSpacing
    /// The views keep their sizes; their centres are equally far apart.
    case equalCentering

    /// UIKit's raw value.
    public var uikitRawValue: Int { StackDistribution.allCases.firstIndex(of: self) ?? 0 }
}

/// UIKit's `UIStackView.Alignment`: how a stack places its views across its axis (rule Y9).
/// `top` is `leading` and `bottom` is `trailing`, as in UIKit.
public enum StackAlignment: String, Sendable, CaseIterable {
    /// The views fill the stack across the axis.
    case fill
    /// The views are at the leading (or top) edge.
    case leading
    /// The views share their first baseline (a horizontal stack; a vertical one aligns leading).
    case firstBaseline
    /// The views are centred across the axis.
    case center
    /// The views are at the trailing (or bottom) edge.
    case trailing
    /// The views share their last baseline (a horizontal stack; a vertical one aligns trailing).
    case lastBaseline

    /// UIKit's `top`, the same as `leading`.
    public static let top = StackAlignment.leading
    /// UIKit's `bottom`, the same as `trailing`.
    public static let bottom = StackAlignment.trailing

    /// UIKit's raw value.
    public var uikitRawValue: Int { StackAlignment.allCases.firstIndex(of: self) ?? 0 }
}
