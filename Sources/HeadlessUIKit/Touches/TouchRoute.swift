/// How one finger's touches reach its hit view inside what a finger drags (rule G13): what
/// UIKit's scroll view does outside its pan recognizer (rule G15). A scroll view that delays
/// content touches holds the content's `touchesBegan` for ``TouchRoute/contentTouchDelay``; a
/// finger that stopped a motion under way is the scroll view's own; the drag recognizers learn
/// which content view has the touch, which they may cancel only when the scroll view allows
/// it. The drag itself is the recognizers' (a recognition cancels the content's touch, G5).
final class TouchRoute {
    /// Rule G13: how long a scroll view holds a touch before the content hears it (UIKit's
    /// undocumented timer, observed to be 150 ms).
    static let contentTouchDelay = 0.15

    private unowned let app: App
    private let touch: Touch
    private let hit: View
    /// The drag recognizers of the hit view and its ancestors, innermost first.
    private let drags: [DragPanGestureRecognizer]
    /// Whether a scroll view around the hit view delays content touches.
    private let delays: Bool
    /// Whether the content has heard `touchesBegan`, and whether it never will (or was
    /// cancelled): it then hears nothing more.
    private var contentBegan = false
    private var contentGone = false
    private var delayTimer: Int?

    init(app: App, touch: Touch, hit: View) {
        self.app = app
        self.touch = touch
        self.hit = hit
        var found: [DragPanGestureRecognizer] = []
        var delays = false
        var current: View? = hit
        while let view = current, !(view is Window), app.runtime.charge() {    // rule R3
            found += view.gestureRecognizers.compactMap { $0 as? DragPanGestureRecognizer }
            if let scroll = view as? ScrollView, scroll.delaysContentTouches { delays = true }
            current = view.superview
        }
        drags = found
        self.delays = delays
    }

    /// The finger comes down (after the recognizers saw it, G4): the content hears it now,
    /// later (a scroll view that delays content touches) or never (a motion under way was
    /// caught).
    func down() {
        if drags.contains(where: { $0.caughtMotion && $0.session != nil }) {
            contentGone = true
        } else if delays {
            delayTimer = app.runtime.schedule(after: TouchRoute.contentTouchDelay) { [weak self] in self?.deliverHeldBegan() }
        } else {
            beginContent()
        }
    }

    /// The finger moved: the content hears it if it has the touch.
    func moved() {
        if contentBegan, !contentGone { app.deliver(touch, .moved, to: hit) }
    }

    /// The finger lifts: the content hears the lift (after the `touchesBegan` it was held, at
    /// once).
    func up() {
        guard !contentGone else { return }
        if delayTimer != nil {
            cancelDelay()
            beginContent()
        }
        if contentBegan { app.deliver(touch, .ended, to: hit) }
    }

    /// A gesture recognizer that recognized cancelled the view's touches (rule G5): the content
    /// hears `touchesCancelled` if it heard the touch, and nothing more.
    func cancelled() {
        guard !contentGone else { return }
        cancelDelay()
        if contentBegan { app.deliver(touch, .cancelled, to: hit) }
        contentGone = true
    }

    /// Whether the touch ended as a tap of the content (nothing took it).
    var endedAsTap: Bool { !contentGone }

    private func deliverHeldBegan() {
        delayTimer = nil
        guard !contentGone else { return }
        beginContent()
    }

    private func beginContent() {
        contentBegan = true
        for drag in drags where drag.session != nil { drag.contentView = hit }
        app.deliver(touch, .began, to: hit)
    }

    private func cancelDelay() {
        if let delayTimer { app.runtime.cancelTimer(delayTimer) }
        delayTimer = nil
    }
}
