/// Where one touch sequence goes (rule G13): to the hit view, unless a pan on something
/// draggable around it (``PanDraggable``: a scroll view, a sheet, a pager) becomes a drag.
/// A scroll view that delays content touches holds the content's `touchesBegan` for
/// ``TouchRoute/contentTouchDelay``; a finger that moves ``TouchRoute/panThreshold`` points
/// first becomes the drag, and a touch the content already has is cancelled when the
/// draggable may cancel it.
final class TouchRoute {
    /// Rule G13: how long a scroll view holds a touch before the content hears it (UIKit's
    /// undocumented timer, observed to be 150 ms).
    static let contentTouchDelay = 0.15
    /// Rule G13: how far the finger moves before a pan begins (**choice**: UIKit's pan
    /// recognizer does not document its threshold; 10 points is the figure commonly observed).
    static let panThreshold = 10.0

    private unowned let app: App
    private let touch: Touch
    private let hit: View
    /// What the finger may drag, innermost first.
    private let draggables: [PanDraggable]
    /// The one that took the pan, once it did.
    private var drag: PanDraggable?
    /// Where the drag began, in window points.
    private var dragOrigin: Point = .zero
    private let start: Point
    /// Whether the content has heard `touchesBegan`, and whether it never will (or was
    /// cancelled): it then hears nothing more.
    private var contentBegan = false
    private var contentGone = false
    /// A pan that can no longer become a drag (the content kept its touch).
    private var dragRefused = false
    private var delayTimer: Int?
    /// A recognizer cancelled the touch (rule G5): the route is over.
    private var cancelledByRecognizer = false
    /// The finger's velocity over its last move, window points per second.
    private var velocity: Point = .zero
    /// When the finger last moved (or came down).
    private var previousTimestamp: Double

    init(app: App, touch: Touch, hit: View) {
        self.app = app
        self.touch = touch
        self.hit = hit
        start = touch.locationInWindow
        previousTimestamp = touch.timestamp
        var found: [PanDraggable] = []
        var current: View? = hit
        while let view = current, !(view is Window), app.runtime.charge() {    // rule R3
            if let draggable = TouchRoute.draggable(for: view) { found.append(draggable) }
            current = view.superview
        }
        draggables = found
    }

    /// The draggable that `view` stands for, if any: a scroll view (rule Q5), a scroll-style
    /// page view controller's view (rule Q9), a presented sheet's view (rule G14).
    static func draggable(for view: View) -> PanDraggable? {
        if let scroll = view as? ScrollView { return scroll }
        guard let controller = view.viewController, controller.viewIfLoaded === view else { return nil }
        if let pager = controller as? PageViewController, pager.transitionStyle == .scroll { return PagerPan(pager) }
        if let sheet = controller.presentationControllerIfAny as? SheetPresentationController,
           controller.presentingController != nil, view.superview is Window {
            return SheetPan(sheet, controller)
        }
        return nil
    }

    /// The finger comes down: the draggables start tracking; the content hears it now, later
    /// (a scroll view that delays content touches) or never (a motion under way was caught).
    func down() {
        var caught = false
        for draggable in draggables where draggable.fingerDown() { caught = true }
        if caught {
            contentGone = true
        } else if draggables.contains(where: { $0.delaysContentTouches }) {
            delayTimer = app.runtime.schedule(after: TouchRoute.contentTouchDelay) { [weak self] in self?.deliverHeldBegan() }
        } else {
            beginContent()
        }
    }

    /// The finger moved (the touch holds its new location).
    func moved() {
        let elapsed = touch.timestamp - previousTimestamp
        if elapsed > 0 {
            // Whole points per second: the clock's sums of fractions must not reach the trace.
            velocity = Point(x: ((touch.locationInWindow.x - touch.previousLocationInWindow.x) / elapsed).rounded(),
                             y: ((touch.locationInWindow.y - touch.previousLocationInWindow.y) / elapsed).rounded())
        }
        previousTimestamp = touch.timestamp
        if let drag {
            drag.dragMoved(translation: Point(x: touch.locationInWindow.x - dragOrigin.x, y: touch.locationInWindow.y - dragOrigin.y))
            return
        }
        let translation = Point(x: touch.locationInWindow.x - start.x, y: touch.locationInWindow.y - start.y)
        if !dragRefused, (translation.x * translation.x + translation.y * translation.y) >= TouchRoute.panThreshold * TouchRoute.panThreshold,
           let taker = draggables.first(where: { $0.beginsDrag(translation: translation) }) {
            if contentBegan, !contentGone {
                guard taker.canCancelContentTouches, taker.touchesShouldCancel(in: hit) else {
                    dragRefused = true
                    app.deliver(touch, .moved, to: hit)
                    return
                }
                contentGone = true
                app.deliver(touch, .cancelled, to: hit)
            } else {
                cancelDelay()
                contentGone = true
            }
            drag = taker
            dragOrigin = touch.locationInWindow
            taker.dragBegan()
            return
        }
        if contentBegan, !contentGone { app.deliver(touch, .moved, to: hit) }
    }

    /// The finger stayed still for a while: it lifts with no velocity.
    func held() {
        velocity = .zero
        previousTimestamp = touch.timestamp
    }

    /// The finger lifts: the drag ends with the finger's velocity, or the content hears the
    /// lift (after the `touchesBegan` it was held, at once).
    func up() {
        guard !cancelledByRecognizer else { return }
        if let drag {
            drag.dragEnded(velocity: velocity)
        } else if !contentGone {
            if delayTimer != nil {
                cancelDelay()
                beginContent()
            }
            if contentBegan { app.deliver(touch, .ended, to: hit) }
        }
        for draggable in draggables where draggable !== drag { draggable.fingerUp() }
    }

    /// A gesture recognizer that recognized cancelled the view's touches (rule G5): the content
    /// hears `touchesCancelled` if it heard the touch, a drag under way ends where it is, and
    /// nothing more reaches either.
    func cancelled() {
        guard !cancelledByRecognizer else { return }
        cancelledByRecognizer = true
        cancelDelay()
        if contentBegan, !contentGone { app.deliver(touch, .cancelled, to: hit) }
        contentGone = true
        if let drag {
            drag.dragEnded(velocity: .zero)
            self.drag = nil
        }
        dragRefused = true
        for draggable in draggables { draggable.fingerUp() }
    }

    /// Whether the touch ended as a tap of the content (no drag took it).
    var endedAsTap: Bool { drag == nil && !contentGone }

    private func deliverHeldBegan() {
        delayTimer = nil
        guard drag == nil, !contentGone else { return }
        beginContent()
    }

    private func beginContent() {
        contentBegan = true
        app.deliver(touch, .began, to: hit)
    }

    private func cancelDelay() {
        if let delayTimer { app.runtime.cancelTimer(delayTimer) }
        delayTimer = nil
    }
}
