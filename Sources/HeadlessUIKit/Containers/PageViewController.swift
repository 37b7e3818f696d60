/// A page view controller, as UIKit's `UIPageViewController`: one page shown at a time, a
/// child; `setViewControllers` replaces it, and a swipe brings in a neighbour that the data
/// source gives, completed or cancelled on the virtual clock (rule S7).
open class PageViewController: ViewController {
    /// How pages change: sliding (`scroll`, the default here) or turning (`pageCurl`).
    public enum TransitionStyle: String, CaseIterable, Sendable {
        /// `UIPageViewController.TransitionStyle.scroll`: asks the data source ahead.
        case scroll
        /// `UIPageViewController.TransitionStyle.pageCurl`.
        case pageCurl
    }

    /// Which way pages move.
    public enum NavigationDirection: String, CaseIterable, Sendable {
        /// To the page after.
        case forward
        /// To the page before.
        case reverse
    }

    /// A swipe in progress: the page coming in, the page going, and how far it got.
    public struct Swipe {
        /// The direction of the swipe.
        public let direction: NavigationDirection
        /// The page coming in (a child since the swipe began).
        public let pending: ViewController
        /// The page shown when the swipe began.
        public let previous: ViewController
        /// How far the finger moved the page, 0 to 1 (a finger's drag updates it, rule Q9).
        public internal(set) var progress: Double
        /// How long a whole page turn takes.
        public let duration: Double
        /// Whether the finger lifted: the page is animating to its end.
        public var isEnding = false
    }

    /// How long an animated page change takes, and a swipe's whole turn by default
    /// (**choice**: UIKit's scroll view decides).
    public static let transitionDuration = 0.3

    /// The transition style, fixed at creation as in UIKit.
    public let transitionStyle: TransitionStyle
    /// The page shown (one: Stagehand models the single-page spine).
    public private(set) var viewControllers: [ViewController] = []
    /// Gives the neighbouring pages; without one, swipes do nothing.
    public weak var dataSource: CallbackReceiver? { didSet { neighbours = nil } }
    /// Told when a swipe begins and ends.
    public weak var delegate: CallbackReceiver?
    /// Rule E6: the delegate answers for the container's supported and preferred orientations
    /// when it implements `pageViewControllerSupportedInterfaceOrientations`/`pageViewControllerPreferredInterfaceOrientationForPresentation`.
    override var orientationDelegate: (receiver: CallbackReceiver?, supported: Callback.Name, preferred: Callback.Name)? {
        (delegate, .pageViewControllerSupportedInterfaceOrientations, .pageViewControllerPreferredInterfaceOrientationForPresentation)
    }
    /// The swipe in progress, if any.
    public internal(set) var currentSwipe: Swipe?
    /// Where the pages turn (rule S16): `min` for the curl, `none` for the scroll style, until
    /// the delegate answers another as the interface turns.
    public internal(set) var spineLocation: SpineLocation
    /// Whether content appears on the back of each page (UIKit's `isDoubleSided`; false by
    /// default, recorded only: Stagehand shows one page).
    public var isDoubleSided = false
    /// Whether an animated `setViewControllers` is running.
    public private(set) var isTransitioning = false
    /// The scroll style's answers for the page shown: UIKit asks ahead and keeps them.
    private var neighbours: (page: ViewController, before: ViewController?, after: ViewController?)?
    /// Rule G15: what the scroll style's pan drags.
    var dragTarget: PagerPan?

    /// A page view controller of `transitionStyle` with no page; `setViewControllers` gives it
    /// one.
    public init(app: App, name: String? = nil, transitionStyle: TransitionStyle = .scroll) {
        self.transitionStyle = transitionStyle
        spineLocation = transitionStyle == .pageCurl ? .min : .none
        super.init(app: app, name: name)
    }

    /// Rule S16: a curl whose interface turns asks its delegate for the spine location; then,
    /// as for every controller, the size goes down to the page (rule E1).
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        askSpineLocation(turningTo: size)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// The page view controller's view holds the page's view, filling it; in the scroll
    /// style, a scroll view filling it first, behind the page (rule W9).
    open override func loadView() {
        super.loadView()
        if transitionStyle == .scroll, let container = viewIfLoaded, let app = owningApp {
            // Rule W9: UIKit's queuing scroll view, which paging libraries look up.
            let scrollView = QueuingScrollView(app: app, name: "\(name).scrollView", frame: container.bounds)
            scrollView.pager = self
            scrollView.fillsSuperview = true
            try? container.addSubview(scrollView)
        }
        if let view = viewIfLoaded { attachPagerPan(to: view) }    // rule G15
        if let page = viewControllers.first { showFilling(page) }
    }

    private var isOnScreen: Bool { viewIfLoaded?.window != nil }

    // MARK: setViewControllers (rule S7)

    /// Rule S7: shows `controllers` (exactly one page). The new page is added as a child
    /// (`willMoveToParent`); when the page view controller's view is loaded, it begins
    /// appearing and the old page disappearing, its view replaces the old one, and both end
    /// (the scroll style ends the new page first, the curl the old one), before any layout of
    /// the new page, as a device log shows; then `new didMoveToParent`, `old willMoveToParent(nil)`,
    /// `old didMoveToParent(nil)` and `completion(true)`. Animated on screen, the ends come after
    /// ``transitionDuration`` on the virtual clock. Errors: not one page
    /// (`NSInvalidArgumentException`), a swipe or an animated change under way.
    public func setViewControllers(_ controllers: [ViewController], direction: NavigationDirection, animated: Bool,
                                   completion: ((Bool) -> Void)? = nil) throws(EngineError) {
        guard controllers.count == 1, let new = controllers.first else {
            throw EngineError(name: "NSInvalidArgumentException", reason: "The number of view controllers provided (\(controllers.count)) doesn't match the number required (1) for the requested transition", rule: .S7)
        }
        if currentSwipe != nil || isTransitioning {
            throw EngineError(name: "NSInternalInconsistencyException", reason: "<\(name)> cannot set its view controllers while a page transition is under way", rule: .S7)
        }
        let old = viewControllers.first
        guard old !== new else { completion?(true); return }
        try checkCanAddChild(new)    // rules C1, S13, R3: a page cannot be the page view controller or above it
        try runtime.withCause("\(object: name) setViewControllers \(new.name) \(direction.rawValue) (S7)", rule: .S7) { () throws(EngineError) in
            try addChild(new)
            viewControllers = [new]
            neighbours = nil
            // The page view controller drives its pages itself once its view exists, on screen
            // or not (the device log is of a call from viewDidLoad).
            let movesAppearance = isViewLoaded && forwardsAppearanceAutomatically
            if movesAppearance {
                new.beginAppearanceTransition(true, animated: animated)
                old?.beginAppearanceTransition(false, animated: animated)
            }
            if isViewLoaded { showFilling(new) }
            let finish = { [unowned self] in
                old?.viewIfLoaded?.removeFromSuperview()
                if movesAppearance { endBoth(incoming: new, outgoing: old) }
                new.send(.didMoveToParent, .controller(self), rule: .S7)
                if let old {
                    old.send(.willMoveToParent, .controller(nil), rule: .S7)
                    old.removeFromParent()
                }
                completion?(true)
            }
            guard animated, isOnScreen else { finish(); return }
            isTransitioning = true
            queuingChangeBegan(direction, duration: Self.transitionDuration)    // rule W9
            let runtime = runtime
            runtime.animate(duration: Self.transitionDuration, delay: 0, curve: .easeInOut, animations: {}) { [weak self] _ in
                runtime.withCause("the page transition ended (S7)", rule: .S7) {
                    self?.isTransitioning = false
                    self?.queuingChangeEnded(direction, ended: finish)
                }
            }
        }
    }

    /// Ends a completed change, in the style's order (rule S7).
    private func endBoth(incoming: ViewController, outgoing: ViewController?) {
        switch transitionStyle {
        case .scroll:
            incoming.endAppearanceTransition()
            outgoing?.endAppearanceTransition()
        case .pageCurl:
            outgoing?.endAppearanceTransition()
            incoming.endAppearanceTransition()
        }
    }

    // MARK: Swipes (rule S7)

    /// Rule S7: a swipe begins. The data source is asked for the neighbour (the scroll style
    /// asks `viewControllerAfter` and `viewControllerBefore` of the page once and keeps the
    /// answers; the curl asks the one it needs each time); without one nothing happens and the
    /// result is false. Then the delegate's `willTransitionTo({pending})`, the pending page's
    /// `willMoveToParent`, `pending viewWillAppear`, `page viewWillDisappear`, and the pending
    /// page's layout. With `finish`, the finger lifts at once: see ``finishSwipe()`` and
    /// ``cancelSwipe()``; without it the swipe holds until one of them is called.
    @discardableResult
    public func swipe(_ direction: NavigationDirection, progress: Double = 0.5, duration: Double = transitionDuration,
                      finish: Bool? = nil) throws(EngineError) -> Bool {
        guard currentSwipe == nil, !isTransitioning, isOnScreen, dataSource != nil, let page = viewControllers.first else { return false }
        let began = try runtime.withCause("\(object: name) swipe \(direction.rawValue) began (S7)", rule: .S7) { () throws(EngineError) -> Bool in
            guard let pending = neighbour(of: page, direction), pending !== page else { return false }
            try checkCanAddChild(pending)    // rules C1, S13, R3: before the delegate hears of it
            queuingSwipeBegan()    // rule W9
            runtime.send(Callback(.willTransitionTo, .controllers([pending])), to: delegate, from: self, rule: .S7)
            try addChild(pending)
            pending.beginAppearanceTransition(true, animated: true)
            page.beginAppearanceTransition(false, animated: true)
            showFilling(pending)
            try? pending.view.layoutIfNeeded()
            let swipe = Swipe(direction: direction, pending: pending, previous: page,
                              progress: min(1, max(0, progress)), duration: max(0, duration))
            currentSwipe = swipe
            queuingSwipeMoved(swipe)    // rule W9
            return true
        }
        if began, let finish { finish ? finishSwipe() : cancelSwipe() }
        return began
    }

    /// Lifts the finger past the middle: after the rest of the turn on the virtual clock, the
    /// swipe completes (rule S7). Does nothing without a swipe, or when it is already ending.
    public func finishSwipe() { endSwipe(completing: true, velocity: .zero) }

    /// Lifts the finger before the middle: after the way back on the virtual clock, the swipe
    /// is cancelled (rule S7). Does nothing without a swipe, or when it is already ending.
    public func cancelSwipe() { endSwipe(completing: false, velocity: .zero) }

    /// Lifts the finger, moving at `velocity` (the finger's, points per second): the swipe runs
    /// to its end, or back, and its queuing scroll view decelerates with it (rule W9).
    func endSwipe(completing: Bool, velocity: Point) {
        guard var current = currentSwipe, !current.isEnding else { return }
        current.isEnding = true
        currentSwipe = current
        let remaining = (completing ? 1 - current.progress : current.progress) * current.duration
        queuingSwipeLifted(current, completing: completing, velocity: velocity, remaining: remaining)
        let runtime = runtime
        runtime.animate(duration: remaining, delay: 0, curve: .easeOut, animations: {}) { [weak self] _ in
            runtime.withCause("the swipe \(completing ? "completed" : "was cancelled") (S7)", rule: .S7) {
                self?.queuingSwipeEnded(current, completing: completing) {
                    if completing { self?.complete(current) } else { self?.cancel(current) }
                }
            }
        }
    }

    /// Rule S7, a completed swipe: the old page's view leaves; the ends in the style's order
    /// (scroll: `pending viewDidAppear`, `page viewDidDisappear`; curl the other way round);
    /// `pending didMoveToParent`, `page willMoveToParent(nil)`, `page didMoveToParent(nil)`;
    /// the delegate's `didFinishAnimating(true, {page}, true)`; the scroll style then asks
    /// for the new page's next neighbour.
    private func complete(_ swipe: Swipe) {
        let (pending, page) = (swipe.pending, swipe.previous)
        page.viewIfLoaded?.removeFromSuperview()
        endBoth(incoming: pending, outgoing: page)
        pending.send(.didMoveToParent, .controller(self), rule: .S7)
        page.send(.willMoveToParent, .controller(nil), rule: .S7)
        page.removeFromParent()
        viewControllers = [pending]
        currentSwipe = nil
        notifyFinished(previous: page, completed: true)
        guard transitionStyle == .scroll else { return }
        switch swipe.direction {
        case .forward: neighbours = (pending, page, ask(.viewControllerAfter, of: pending))
        case .reverse: neighbours = (pending, ask(.viewControllerBefore, of: pending), page)
        }
    }

    /// Rule S7, a cancelled swipe: the page comes back and the pending page goes. Scroll:
    /// `page viewWillAppear`, `page viewDidAppear`, `pending viewWillDisappear`,
    /// `pending viewDidDisappear`; curl: `pending viewWillDisappear`, `page viewWillAppear`,
    /// `pending viewDidDisappear`, `page viewDidAppear`. Then the pending page's
    /// `willMoveToParent(nil)`, `didMoveToParent(nil)` and the delegate's
    /// `didFinishAnimating(true, {page}, false)`.
    private func cancel(_ swipe: Swipe) {
        let (pending, page) = (swipe.pending, swipe.previous)
        switch transitionStyle {
        case .scroll:
            page.beginAppearanceTransition(true, animated: true)
            page.endAppearanceTransition()
            pending.beginAppearanceTransition(false, animated: true)
            pending.viewIfLoaded?.removeFromSuperview()
            pending.endAppearanceTransition()
        case .pageCurl:
            pending.beginAppearanceTransition(false, animated: true)
            page.beginAppearanceTransition(true, animated: true)
            pending.viewIfLoaded?.removeFromSuperview()
            pending.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        pending.send(.willMoveToParent, .controller(nil), rule: .S7)
        pending.removeFromParent()
        currentSwipe = nil
        notifyFinished(previous: page, completed: false)
    }

    private func notifyFinished(previous: ViewController, completed: Bool) {
        runtime.send(Callback(.didFinishAnimating, .bool(true), .controllers([previous]), .bool(completed)), to: delegate, from: self, rule: .S7)
    }

    /// The neighbour a swipe brings in, asking the data source as the style does.
    private func neighbour(of page: ViewController, _ direction: NavigationDirection) -> ViewController? {
        switch transitionStyle {
        case .scroll:
            if neighbours?.page !== page {
                let after = ask(.viewControllerAfter, of: page)
                let before = ask(.viewControllerBefore, of: page)
                neighbours = (page, before, after)
            }
            return direction == .forward ? neighbours?.after : neighbours?.before
        case .pageCurl:
            return ask(direction == .forward ? .viewControllerAfter : .viewControllerBefore, of: page)
        }
    }

    /// Asks the data source for a neighbour of `page`.
    private func ask(_ question: Callback.Name, of page: ViewController) -> ViewController? {
        runtime.send(Callback(question, .controller(page)), to: dataSource, from: self, rule: .S7)?.controller
    }
}
