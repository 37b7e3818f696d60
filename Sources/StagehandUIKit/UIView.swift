import HeadlessUIKit

/// UIKit's `UIView` over an engine view: frame and bounds, hierarchy, hidden flag, layout.
open class UIView: UIResponder {
    /// The engine's view.
    nonisolated(unsafe) public let engineView: View

    /// A view of the current app at `frame`, traced under its class's name.
    public init(frame: CGRect) {
        engineView = UIView.takePendingEngineView()
            ?? SurfaceView(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect)
        super.init()
        adopt()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Storyboards are not read: the view is made with a zero frame.
    public required init?(coder: NSCoder) {
        engineView = UIView.takePendingEngineView() ?? SurfaceView(app: CurrentApp.app, name: String(describing: Self.self), frame: .zero)
        super.init()
        adopt()
    }

    /// The engine view the next designated initialiser adopts instead of making one: how a
    /// subclass gives its own engine view (a label's, a table's) and how the surface of a view
    /// the engine made is made with UIKit's initialisers (UIKit's designated initialisers are
    /// the only ones, so that a subclass that overrides them inherits the convenience ones).
    static var pendingEngineView: View?

    /// Makes `view` the pending one, unless a view is being adopted already.
    static func provideEngineView(_ view: @autoclosure () -> View) {
        if pendingEngineView == nil { pendingEngineView = view() }
    }

    /// Takes ``pendingEngineView``.
    static func takePendingEngineView() -> View? {
        defer { pendingEngineView = nil }
        return pendingEngineView
    }

    /// The surface of a view the engine made, made by `make` (one of UIKit's initialisers)
    /// over `view`: what `superview`, `subviews` and the other properties give for views made
    /// without StagehandUIKit.
    static func adopting<V: UIView>(_ view: View, _ make: () -> V) -> V {
        pendingEngineView = view
        defer { pendingEngineView = nil }
        return make()
    }

    /// What ``motionEffects`` stores.
    var storedMotionEffects: [UIMotionEffect] = []

    func adopt() {
        engineView.surface = self
        engineView.owningApp?.keepAlive(self)
    }

    // MARK: Geometry

    /// The frame in the superview (rules K1, L1).
    open var frame: CGRect {
        get { CGRect(engineView.frame) }
        set { engineView.frame = newValue.engineRect }
    }
    /// The bounds.
    open var bounds: CGRect {
        get { CGRect(engineView.bounds) }
        set { engineView.frame = Rect(origin: engineView.frame.origin, size: newValue.size.engineSize) }
    }
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { engineView.isHidden }
        set { engineView.isHidden = newValue }
    }
    /// Whether touches reach the view.
    open var isUserInteractionEnabled: Bool {
        get { engineView.userInteractionEnabled }
        set { engineView.userInteractionEnabled = newValue }
    }
    /// The opacity; hit testing skips a view below 0.01 (rule G1).
    open var alpha: CGFloat {
        get { CGFloat(engineView.alpha) }
        set { engineView.alpha = Double(newValue) }
    }
    // MARK: Hit testing and touches (rules G1, G2)

    /// The next responder: the view's controller when it is that controller's view, else its
    /// superview (rule G2).
    open override var next: UIResponder? {
        switch engineView.nextResponder {
        case let view as View: Surfaces.view(view)
        case let controller as ViewController: Surfaces.controller(controller)
        default: nil
        }
    }

    /// UIKit's `hitTest(_:with:)` (rule G1): the farthest descendant containing `point` (in
    /// the view's coordinates), subviews front to back, skipping hidden views, views with
    /// interaction disabled or alpha below 0.01 and points outside ``point(inside:with:)``.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        Surfaces.view(engineView.standardHitTest(point.enginePoint))
    }

    /// UIKit's `point(inside:with:)` (rule G1): whether `point` lies inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        engineView.bounds.contains(point.enginePoint)
    }

    /// A view's base `touches…`: the engine passes the touches up its responder chain once.
    override func forwardTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let engineTouches = touches.map(\.engineTouch)
        if let surfaceView = engineView as? SurfaceView {
            surfaceView.baseTouches(phase, engineTouches)
        } else {
            super.forwardTouches(phase, touches, event)
        }
    }

    /// How the view follows its superview's size changes while it is not placed by
    /// constraints (rule Y4).
    open var autoresizingMask: UIView.AutoresizingMask {
        get { UIView.AutoresizingMask(rawValue: UInt(engineView.autoresizingMask.rawValue)) }
        set { engineView.autoresizingMask = HeadlessUIKit.AutoresizingMask(rawValue: Int(newValue.rawValue)) }
    }
    /// What ``backgroundColor`` stores.
    var storedBackgroundColor: UIColor?
    /// The background colour: animatable (rule H4), never drawn. Open, as UIKit's: a
    /// subclass may override it.
    open var backgroundColor: UIColor? {
        get {
            guard let color = engineView.backgroundColor else { return nil }
            if let stored = storedBackgroundColor, stored.engineColor == color { return stored }
            return UIColor(color)
        }
        set {
            storedBackgroundColor = newValue
            engineView.backgroundColor = newValue?.engineColor
        }
    }
    /// What ``cornerConfiguration`` stores (rule J3).
    var storedCornerConfiguration: UICornerConfiguration?

    // MARK: Hierarchy

    /// The superview.
    open var superview: UIView? { Surfaces.view(engineView.superview) }
    /// The subviews, back to front.
    open var subviews: [UIView] { engineView.subviews.map(Surfaces.view) }
    /// The window the view is in.
    open var window: UIWindow? { engineView.window.map { UIWindow.surface(of: $0) } }

    /// Adds a subview (rules C4, C5, A5). UIKit's exceptions (a view added to its own
    /// subtree) fail the scenario (rule V3).
    open func addSubview(_ view: UIView) {
        guard Surfaces.sameApp(engineView.owningApp, view.engineView.owningApp, subject: engineView.name,
                               "the subview \(view.engineView.name)") else { return }
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in
            try engineView.addSubview(view.engineView)
        }
    }
    /// Inserts a subview at `index` among the subviews (clamped to them), as
    /// ``addSubview(_:)`` otherwise.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard Surfaces.sameApp(engineView.owningApp, view.engineView.owningApp, subject: engineView.name,
                               "the subview \(view.engineView.name)") else { return }
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in
            try engineView.insertSubview(view.engineView, at: index)
        }
    }
    /// Inserts a subview just below `siblingSubview` (frontmost when it is not a subview;
    /// rule W6).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard Surfaces.sameApp(engineView.owningApp, view.engineView.owningApp, subject: engineView.name,
                               "the subview \(view.engineView.name)") else { return }
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in
            try engineView.insertSubview(view.engineView, belowSubview: siblingSubview.engineView)
        }
    }
    /// Inserts a subview just above `siblingSubview` (frontmost when it is not a subview;
    /// rule W6).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard Surfaces.sameApp(engineView.owningApp, view.engineView.owningApp, subject: engineView.name,
                               "the subview \(view.engineView.name)") else { return }
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in
            try engineView.insertSubview(view.engineView, aboveSubview: siblingSubview.engineView)
        }
    }
    /// Moves a subview to the front (rule W6); anything else does nothing.
    open func bringSubviewToFront(_ view: UIView) { engineView.bringSubviewToFront(view.engineView) }
    /// Moves a subview to the back (rule W6); anything else does nothing.
    open func sendSubviewToBack(_ view: UIView) { engineView.sendSubviewToBack(view.engineView) }
    /// Swaps the subviews at two indices (rule W6); indices outside the subviews do nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        engineView.exchangeSubview(at: index1, withSubviewAt: index2)
    }
    /// Removes the view from its superview (rule A5).
    open func removeFromSuperview() { engineView.removeFromSuperview() }
    /// Rule W5: the view is about to move under `newSuperview` (nil: out of its superview).
    /// Does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Rule W5: the view moved under its superview, or out of it (`superview` is nil). Does
    /// nothing.
    open func didMoveToSuperview() {}
    /// Rule W5: the view is about to enter `newWindow` (nil: leave its window). Does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Rule W5: the view entered its window, or left it (`window` is nil). Does nothing.
    open func didMoveToWindow() {}
    /// Rule W5: `subview` was added. Does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Rule W5: `subview` is about to be removed, or to move to another superview. Does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Members apps override or set that Stagehand stores (nothing is drawn)

    /// A number the app tags the view with; 0 by default.
    open var tag: Int = 0
    /// The view itself or the first of its descendants, depth first, whose ``tag`` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
    /// The tint colour: stored; nil until set, as UIKit's inherited default is not modelled.
    open var tintColor: UIColor!
    /// Whether subviews are clipped to the bounds: stored (hit testing never looks outside
    /// the bounds anyway, rule G1).
    open var clipsToBounds: Bool = false
    /// Whether the view is opaque: stored.
    open var isOpaque: Bool = true
    /// How the content fills the bounds: stored.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Draws the view's content in `rect`. Does nothing; Stagehand draws nothing and never
    /// calls it.
    open func draw(_ rect: CGRect) {}
    /// Marks the whole view for drawing: nothing is drawn.
    open func setNeedsDisplay() {}
    /// Marks `rect` for drawing: nothing is drawn.
    open func setNeedsDisplay(_ rect: CGRect) {}
    /// The size that fits `size`: the current size, UIKit's base answer.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    /// The safe area changed. Does nothing (Stagehand calls the controller's, rule E3).
    open func safeAreaInsetsDidChange() {}
    /// The layout margins changed. Does nothing (Stagehand does not call it yet).
    open func layoutMarginsDidChange() {}

    // MARK: Converting coordinates (no transforms are modelled)

    /// `point`, in this view's coordinates, in `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = engineView.convert(toWindow: point.enginePoint)
        return CGPoint(view.map { $0.engineView.convert(fromWindow: inWindow) } ?? inWindow)
    }
    /// `point`, in `view`'s coordinates (the window's when nil), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { $0.engineView.convert(toWindow: point.enginePoint) } ?? point.enginePoint
        return CGPoint(engineView.convert(fromWindow: inWindow))
    }
    /// `rect`, in this view's coordinates, in `view`'s (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// `rect`, in `view`'s coordinates (the window's when nil), in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool { engineView.isDescendant(of: view.engineView) }

    // MARK: Layout

    /// Marks the view for layout at the next run-loop turn (rule L1).
    open func setNeedsLayout() { engineView.setNeedsLayout() }
    /// Positions the subviews, in a layout pass (rules L1, L2): the subviews placed by
    /// constraints take their solved frames (rule Y3), so an override that does not call
    /// `super` leaves them where they were, as on iOS. (The engine's own views, tables, cells
    /// and the others, lay themselves out and do not call it.)
    open func layoutSubviews() {
        guard let view = engineView as? any SurfaceEngineView else { return }
        Surfaces.uncaught(view.owningApp, subject: view.name) { () throws(EngineError) in try view.baseLayoutSubviews() }
    }

    /// Updates the view's constraints in the constraint pass before layout (rule Y2): a
    /// subclass changes its constraints here, then calls `super` as its last step.
    open func updateConstraints() {}

    /// Whether the view needs constraints to lay out; UIKit's default, false. (Stagehand lays
    /// out with the engine whatever it answers.)
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Measuring (rule Y8)

    /// The smallest size the constraints allow: `systemLayoutSizeFitting`'s usual target.
    public static let layoutFittingCompressedSize = CGSize(View.layoutFittingCompressedSize)
    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(View.layoutFittingExpandedSize)

    /// The size the view's constraints give it nearest to `targetSize`, measured at UIKit's
    /// fitting priority (50) on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(engineView.systemLayoutSizeFitting(targetSize.engineSize))
    }

    /// The size the view's constraints give it nearest to `targetSize`, each axis held to it at
    /// its priority (`.required` to fix a width and measure the height, as a self-sizing cell).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(engineView.systemLayoutSizeFitting(targetSize.engineSize, withHorizontalFittingPriority: Double(horizontalFittingPriority.rawValue),
                                                  verticalFittingPriority: Double(verticalFittingPriority.rawValue)))
    }

    // MARK: Intrinsic content size (rule Y6)

    /// UIKit's `noIntrinsicMetric`: no intrinsic size on that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the content wants, which the layout engine keeps with the view's content
    /// hugging and compression resistance; ``noIntrinsicMetric`` on both axes for a plain view,
    /// a label's text size for a label. A subclass overrides it and calls
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        if engineView is SurfaceView { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: engineView.intrinsicContentSize.width, height: engineView.intrinsicContentSize.height)
    }

    /// Tells the layout engine that ``intrinsicContentSize`` changed: it solves again before
    /// the next layout pass.
    open func invalidateIntrinsicContentSize() { engineView.invalidateIntrinsicContentSize() }

    /// How strongly the view refuses to grow past its intrinsic size (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(Float(engineView.contentHuggingPriority(for: axis.engine)))
    }
    /// Sets ``contentHuggingPriority(for:)``.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        engineView.setContentHuggingPriority(Double(priority.rawValue), for: axis.engine)
    }
    /// How strongly the view refuses to shrink below its intrinsic size (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(Float(engineView.contentCompressionResistancePriority(for: axis.engine)))
    }
    /// Sets ``contentCompressionResistancePriority(for:)``.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        engineView.setContentCompressionResistancePriority(Double(priority.rawValue), for: axis.engine)
    }

    /// Lays the view out now if it is marked (rule L1).
    open func layoutIfNeeded() {
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in
            try engineView.layoutIfNeeded()
        }
    }
}

extension UIView {
    /// UIKit's autoresizing mask (rule Y4), with its bits.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// The mask of the bits of `rawValue`, as UIKit numbers them.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The flexible left margin.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The flexible width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The flexible right margin.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The flexible top margin.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The flexible height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The flexible bottom margin.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
