/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`
/// (rules Q1-Q4). Tables and collection views are scroll views: they keep `contentSize` up
/// to date from their rows or items, and lay their cells out when `contentOffset` changes
/// (rule L4).
open class ScrollView: View {
    /// The size of the content. Tables and collection views set it from their rows and items.
    public var contentSize: Size = .zero

    /// How far the content is scrolled: the content's point at the view's top-left corner.
    /// Setting it marks the view for layout (rule L4) and, when it changes, tells the
    /// delegate `scrollViewDidScroll` (rule Q1), then notifies `contentOffset` observers
    /// (rules K1, O12); the same offset again notifies no one. It is not clamped: only the
    /// user's drags are.
    public var contentOffset: Point = .zero {
        didSet {
            setNeedsLayout()
            guard contentOffset != oldValue else { return }
            tell(.scrollViewDidScroll, rule: .Q1)
            notify("contentOffset")
        }
    }

    /// A scroll view's observable keys add `contentOffset` (rule O12).
    public override class var observableKeys: [String] { super.observableKeys + ["contentOffset"] }

    /// Extra space around the content, set by the app.
    public var contentInset: EdgeInsets = .zero

    /// Rule Q1: `contentInset` plus the top and bottom of the view's safe area (UIKit's
    /// `automatic` adjustment, for content that scrolls vertically).
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        return contentInset + EdgeInsets(top: safe.top, bottom: safe.bottom)
    }

    /// Told about scrolling (held weakly, as UIKit does). A table without one tells its
    /// controller (rule Q4).
    public weak var delegate: CallbackReceiver?

    /// Whether the user's finger is moving the content (rule Q2).
    public internal(set) var isDragging = false
    /// Whether the content is still moving after the finger lifted (rule Q2).
    public internal(set) var isDecelerating = false
    /// Whether a finger on the scroll view or its content is followed: from the touch that
    /// comes down until it lifts (rule Q5).
    public internal(set) var isTracking = false
    /// Whether a pan drags the content (rule Q5); programmatic scrolls still move it. It is
    /// the ``panGestureRecognizer``'s `isEnabled` (rule G15).
    public var isScrollEnabled = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }
    /// Rule Q10: whether a drag that began along one general direction keeps to that axis.
    public var isDirectionalLockEnabled = false
    /// Whether a drag's release settles on a multiple of the bounds' size (rule Q8).
    public var isPagingEnabled = false
    /// Whether a drag goes past the edges on the rubber band (rule Q6).
    public var bounces = true
    /// Whether a vertical drag moves content no taller than the view (rule Q6).
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag moves content no wider than the view (rule Q6).
    public var alwaysBounceHorizontal = false
    /// The velocity kept per millisecond after a release (rule Q7): UIKit's normal 0.998
    /// unless the app sets another (fast is 0.99).
    public var decelerationRate = ScrollView.decelerationRate
    /// Whether a touch on the content waits ``contentTouchDelay`` to see if it becomes a drag
    /// before the content hears it (rule G13).
    public var delaysContentTouches = true
    /// Whether a drag may cancel a touch the content already has (rule G13).
    public var canCancelContentTouches = true
    /// Where the content was when the current drag began (rule Q5).
    var dragStartOffset: Point = .zero
    /// The axis the current drag keeps to (rule Q10), nil for both.
    var dragLockedAxis: LayoutAxis?
    /// Rule G15: the pan that drags the content, attached to the scroll view.
    private(set) lazy var pan = DragPanGestureRecognizer(runtime: runtime, name: "\(name).panGestureRecognizer", draggable: self)
    /// Rule G15: UIKit's `panGestureRecognizer`: the pan that drags the content, on the scroll
    /// view's own `gestureRecognizers`; the app may make it wait for its own recognizers.
    public var panGestureRecognizer: PanGestureRecognizer { pan }
    /// The timer of the motion under way (a deceleration or an animated scroll), if any.
    var motionTimer: Int?
    /// What the motion under way ends with.
    var motionEnd: Callback.Name?

    /// A scroll view of `app` with no content, its offset at the origin.
    public override init(app: App, name: String? = nil, frame: Rect = .zero) {
        super.init(app: app, name: name, frame: frame)
        addGestureRecognizer(pan)
    }

    override init(runtime: Runtime, name: String, frame: Rect) {
        super.init(runtime: runtime, name: name, frame: frame)
        addGestureRecognizer(pan)
    }

    /// Rule Y1: a stack view among the subviews is the content: it is pinned at the content's
    /// origin, at the scroll view's width (a vertical stack) or height (a horizontal one), and
    /// its length along its axis, measured by its constraints (rule Y9), is the content size's.
    /// Rule Y10 (after placing the subviews that constraints place, rule Y3): a content layout
    /// guide whose constraints determine its size gives `contentSize` on those axes.
    open override func layoutSubviews() throws(EngineError) {
        applyConstraintLayout()
        if let guide = guideStore.scrollContent, guide.layoutVariables != nil, let engine = runtime.layoutEngine {
            let free = engine.ambiguousAttributes(of: guide).map(\.name)
            let size = guide.layoutFrame.size
            contentSize = Size(width: free.contains("width") ? contentSize.width : size.width,
                               height: free.contains("height") ? contentSize.height : size.height)
        }
        // Rule Y1 for a stack placed by its frame; one placed by constraints is placed by them.
        guard let stack = subviews.first(where: { ($0 as? StackView)?.translatesAutoresizingMaskIntoConstraints == true }) as? StackView else { return }
        if stack.axis == .vertical {
            let height = stack.heightConstraint.flatMap { $0.isActive ? $0.constant : nil } ?? stack.fittingLength(crossSize: bounds.width)
            stack.resize(to: Rect(x: 0, y: 0, width: bounds.width, height: height))
            contentSize = Size(width: bounds.width, height: height)
        } else {
            let width = stack.fittingLength(crossSize: bounds.height)
            stack.resize(to: Rect(x: 0, y: 0, width: width, height: bounds.height))
            contentSize = Size(width: width, height: bounds.height)
        }
    }

    /// Rule Y10: UIKit's `contentLayoutGuide`: the content's rectangle, at its origin; the
    /// constraints that determine its size give ``contentSize``.
    public var contentLayoutGuide: LayoutGuide {
        builtInGuide(\.scrollContent, kind: .scrollContent, identifier: "contentLayoutGuide")
    }

    /// Rule Y10: UIKit's `frameLayoutGuide`: the scroll view's own size (at the content's origin,
    /// **choice**: it does not follow the offset).
    public var frameLayoutGuide: LayoutGuide {
        builtInGuide(\.scrollFrame, kind: .scrollFrame, identifier: "frameLayoutGuide")
    }

    // MARK: The delegate (rule Q4)

    /// Who hears the delegate's callbacks: ``delegate``; a table overrides it to fall back on
    /// its controller.
    var effectiveDelegate: CallbackReceiver? { delegate }

    /// Sends `name` to the delegate, when it implements it; returns its answer.
    @discardableResult
    func tell(_ name: Callback.Name, _ arguments: Callback.Argument..., rule: Rule) -> CallbackValue? {
        runtime.send(Callback(name, arguments: arguments), to: effectiveDelegate, from: self, rule: rule)
    }

    // MARK: Limits (rule Q1)

    /// The smallest offset a drag reaches: the adjusted insets above and left of the content.
    public var minimumContentOffset: Point {
        let insets = adjustedContentInset
        return Point(x: -insets.left, y: -insets.top)
    }

    /// The largest offset a drag reaches: the content's end (with the adjusted insets) at the
    /// view's edge, and never less than the minimum.
    public var maximumContentOffset: Point {
        let insets = adjustedContentInset, low = minimumContentOffset
        return Point(x: max(low.x, contentSize.width + insets.right - bounds.width),
                     y: max(low.y, contentSize.height + insets.bottom - bounds.height))
    }

    /// `offset` brought within the minimum and maximum offsets.
    public func clampedOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }
}
