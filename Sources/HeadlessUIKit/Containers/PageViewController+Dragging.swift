/// Rule G15: a scroll-style page view controller's view carries a pan recognizer,
/// `<pager>.panGestureRecognizer` (UIKit's pager holds a scroll view and its pan), that
/// swipes it (Q9).
extension PageViewController {
    /// Attaches the pager's pan to its view, as the view loads.
    func attachPagerPan(to view: View) {
        guard transitionStyle == .scroll, dragTarget == nil else { return }
        let target = PagerPan(self)
        dragTarget = target
        view.addGestureRecognizer(DragPanGestureRecognizer(runtime: runtime, name: "\(name).panGestureRecognizer", draggable: target))
    }
}

/// A scroll-style page view controller under a finger (rule Q9): a horizontal pan on its
/// view is the swipe of rule S7, its progress the finger's share of the page's width.
final class PagerPan: PanDraggable {
    private unowned let pager: PageViewController
    /// Whether the pan started a swipe (false when there was no neighbour that way).
    private var swiping = false

    init(_ pager: PageViewController) { self.pager = pager }

    /// Rule Q9: a mostly horizontal pan on a scroll-style pager with no swipe under way, whose
    /// queuing scroll view scrolls (rule W9: paging libraries turn swipes off through it).
    func beginsDrag(translation: Point) -> Bool {
        pager.transitionStyle == .scroll && pager.currentSwipe == nil && !pager.isTransitioning
            && pager.queuingScrollView?.isScrollEnabled != false && abs(translation.x) > abs(translation.y)
    }

    func dragBegan(translation: Point) { swiping = false }

    /// Rule Q9: the first move picks the direction (a finger moving left brings the page
    /// after, in a left-to-right layout) and begins the swipe; later moves set its progress.
    func dragMoved(translation: Point) {
        let width = max(pager.viewIfLoaded?.bounds.width ?? 0, 1)
        if !swiping, pager.currentSwipe == nil, translation.x != 0 {
            let direction: PageViewController.NavigationDirection = translation.x < 0 ? .forward : .reverse
            do {
                swiping = try pager.swipe(direction, progress: 0)
            } catch {
                pager.owningApp?.recordUncaughtException(error, subject: pager.name)
            }
        }
        guard swiping, var swipe = pager.currentSwipe, !swipe.isEnding else { return }
        let along = swipe.direction == .forward ? -translation.x : translation.x
        swipe.progress = min(1, max(0, along / width))
        pager.currentSwipe = swipe
        pager.queuingSwipeMoved(swipe)    // rule W9
    }

    /// Rule Q9: the release completes the swipe when the progress, with the velocity's
    /// projection (UIKit's normal rate) added, passes half the page; else it is cancelled.
    func dragEnded(velocity: Point) {
        guard swiping, let swipe = pager.currentSwipe else { return }
        let width = max(pager.viewIfLoaded?.bounds.width ?? 0, 1)
        let along = swipe.direction == .forward ? -velocity.x : velocity.x
        let projected = swipe.progress + ScrollView.projectedDistance(velocity: along) / width
        pager.endSwipe(completing: projected >= 0.5, velocity: velocity)
    }
}
