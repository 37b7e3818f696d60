import Foundation
import HeadlessUIKit

/// UIKit's `UIScrollView` over the engine's ``ScrollView`` (rules Q1-Q4): content larger than
/// the view, moved by the user's drags (with deceleration on the virtual clock) and by
/// `setContentOffset(_:animated:)`, told to its ``delegate``.
open class UIScrollView: UIView {
    /// The engine's scroll view.
    var scroll: ScrollView? { engineView as? ScrollView }
    /// The engine's delegate, passing each callback to ``delegate``.
    private lazy var delegateForwarder = DelegateForwarder(owner: self, protocolName: "UIScrollViewDelegate") { [weak self] in
        self?.delegate
    }

    /// A scroll view of the current app at `frame`, its content empty and at the origin.
    public override init(frame: CGRect) {
        UIView.provideEngineView(SurfaceScrollView(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect))
        super.init(frame: frame)
        becomePanDelegate()
    }

    /// A scroll view with a zero frame: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(SurfaceScrollView(app: CurrentApp.app, name: String(describing: Self.self), frame: .zero))
        super.init(coder: coder)
        becomePanDelegate()
    }

    /// What asks this scroll view its pan's questions, when it adopts `UIGestureRecognizerDelegate`.
    private var panDelegate: ScrollPanDelegate?

    /// Rule G15: the scroll view is its pan's delegate, as in UIKit; a subclass that adopts
    /// `UIGestureRecognizerDelegate` answers its pan's questions but `gestureRecognizerShouldBegin`.
    private func becomePanDelegate() {
        guard let adopting = self as? UIGestureRecognizerDelegate, let engine = scroll?.panGestureRecognizer else { return }
        let pan = panGestureRecognizer
        pan.delegate = adopting
        let receiver = ScrollPanDelegate(pan: pan)
        panDelegate = receiver
        engine.delegate = receiver
    }

    /// Told about scrolling (held weakly, as UIKit does).
    open weak var delegate: UIScrollViewDelegate? {
        didSet { scroll?.delegate = delegate == nil ? nil : delegateForwarder }
    }

    /// The size of the content.
    open var contentSize: CGSize {
        get { scroll.map { CGSize($0.contentSize) } ?? .zero }
        set { scroll?.contentSize = newValue.engineSize }
    }
    /// The content's point at the view's top-left corner; setting it tells the delegate
    /// `scrollViewDidScroll` (rule Q1). Not clamped, as in UIKit.
    open var contentOffset: CGPoint {
        get { scroll.map { CGPoint($0.contentOffset) } ?? .zero }
        set { scroll?.contentOffset = newValue.enginePoint }
    }
    /// Scrolls to `contentOffset`, over 0.3 s of the virtual clock when `animated` (rule Q3).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll?.setContentOffset(contentOffset.enginePoint, animated: animated)
    }
    /// The content's rectangle, at its origin: constraints between it and the content's views
    /// that determine its size give ``contentSize`` (rule Y10).
    open var contentLayoutGuide: UILayoutGuide {
        scroll.map { UILayoutGuide.surface(of: $0.contentLayoutGuide) } ?? UILayoutGuide()
    }
    /// The scroll view's own size, at the content's origin: a page's width or height equal to
    /// it (rule Y10).
    open var frameLayoutGuide: UILayoutGuide {
        scroll.map { UILayoutGuide.surface(of: $0.frameLayoutGuide) } ?? UILayoutGuide()
    }
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets {
        get { scroll.map { UIEdgeInsets($0.contentInset) } ?? .zero }
        set { scroll?.contentInset = newValue.engineInsets }
    }
    /// ``contentInset`` plus the safe area's top and bottom (rule Q1).
    open var adjustedContentInset: UIEdgeInsets { scroll.map { UIEdgeInsets($0.adjustedContentInset) } ?? .zero }
    /// Whether the user's finger is moving the content (rule Q2).
    open var isDragging: Bool { scroll?.isDragging ?? false }
    /// Whether the content still moves after the finger lifted (rule Q2).
    open var isDecelerating: Bool { scroll?.isDecelerating ?? false }
    /// Whether a finger on the scroll view or its content is followed (rule Q5).
    open var isTracking: Bool { scroll?.isTracking ?? false }

    /// The pan gesture recognizer that drags the content, attached to the scroll view (rule
    /// G15): an app makes it wait for its own recognizers (`require(toFail:)`) or reads its
    /// translation while the content moves. Its delegate is the scroll view's own.
    open var panGestureRecognizer: UIPanGestureRecognizer {
        guard let pan = scroll?.panGestureRecognizer else { return detachedPan }
        if let surface = pan.surface as? UIPanGestureRecognizer { return surface }
        return UIGestureRecognizer.adopting(pan) { UIPanGestureRecognizer(target: nil, action: nil) }
    }
    /// What ``panGestureRecognizer`` answers for a scroll view without an engine scroll view
    /// (never, in practice).
    private lazy var detachedPan = UIPanGestureRecognizer(target: nil, action: nil)
    /// Whether a drag that began along one general direction keeps to that axis (rule Q10).
    open var isDirectionalLockEnabled: Bool {
        get { scroll?.isDirectionalLockEnabled ?? false }
        set { scroll?.isDirectionalLockEnabled = newValue }
    }

    /// Whether a finger's pan drags the content (rule Q5).
    open var isScrollEnabled: Bool {
        get { scroll?.isScrollEnabled ?? true }
        set { scroll?.isScrollEnabled = newValue }
    }
    /// Whether a drag's release settles on a multiple of the bounds' size (rule Q8).
    open var isPagingEnabled: Bool {
        get { scroll?.isPagingEnabled ?? false }
        set { scroll?.isPagingEnabled = newValue }
    }
    /// Whether a drag goes past the edges on the rubber band (rule Q6).
    open var bounces: Bool {
        get { scroll?.bounces ?? true }
        set { scroll?.bounces = newValue }
    }
    /// Whether the content hears a touch only once it is known not to be a drag (rule G13).
    open var delaysContentTouches: Bool {
        get { scroll?.delaysContentTouches ?? true }
        set { scroll?.delaysContentTouches = newValue }
    }
    /// Whether a drag cancels a touch the content already has (rule G13).
    open var canCancelContentTouches: Bool {
        get { scroll?.canCancelContentTouches ?? true }
        set { scroll?.canCancelContentTouches = newValue }
    }
    /// Whether a vertical drag moves content no taller than the view (rule Q6).
    open var alwaysBounceVertical: Bool {
        get { scroll?.alwaysBounceVertical ?? false }
        set { scroll?.alwaysBounceVertical = newValue }
    }
    /// Whether a horizontal drag moves content no wider than the view (rule Q6).
    open var alwaysBounceHorizontal: Bool {
        get { scroll?.alwaysBounceHorizontal ?? false }
        set { scroll?.alwaysBounceHorizontal = newValue }
    }
    /// Stored, never drawn.
    open var showsVerticalScrollIndicator = true
    /// Stored, never drawn.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical scroll indicator is inset from the edges: stored, not drawn.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator is inset from the edges: stored, not drawn.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (deprecated since iOS 13.0): reads the vertical one, sets both.
    @available(iOS, deprecated: 13.0, message: "Use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// How fast the content slows after a release (rule Q7).
    open var decelerationRate: UIScrollView.DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(scroll?.decelerationRate ?? 0.998)) }
        set { scroll?.decelerationRate = Double(newValue.rawValue) }
    }
    /// Stored: the engine adjusts for the safe area's top and bottom (rule Q1).
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// Stored, not modelled.
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
}

extension UIScrollView {
    /// How fast the content slows after the finger lifts.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The velocity kept per millisecond.
        public var rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate, 0.998 (the engine's).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// How a drag dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}

/// The engine's scroll view of a plain ``UIScrollView`` (or an app's subclass): its layout
/// calls the UIKit-shaped view's `layoutSubviews()` (rule L2), whose base runs the engine's.
final class SurfaceScrollView: ScrollView, SurfaceEngineView {
    override func layoutSubviews() throws(EngineError) { forwardLayoutSubviews() }

    func baseLayoutSubviews() throws(EngineError) { try super.layoutSubviews() }

    override func updateConstraints() { forwardUpdateConstraints() }
}
