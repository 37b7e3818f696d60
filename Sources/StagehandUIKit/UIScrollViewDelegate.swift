import Foundation

/// UIKit's `UIScrollViewDelegate` (rules Q1-Q4): told about scrolling, dragging and
/// deceleration. Every method is optional, as in UIKit. The zooming methods and the
/// scroll-to-top ones compile and are never called (Stagehand does not model them; `stagehand
/// check` says so of an app that has one).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: SelectorTarget {
    /// The content offset changed (rule Q1).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user's finger began to move the content (rule Q2).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts at `velocity` (points per millisecond); the content will come to rest
    /// at `targetContentOffset.pointee` (rule Q2). Stagehand does not read back a changed target.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; the content decelerates when `decelerate` (rule Q2).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts to decelerate (rule Q2).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a deceleration (rule Q2).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` ended (rule Q3).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Not modelled: never called.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Not modelled: never called.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Not modelled: never called.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Not modelled: never called.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Not modelled: never called.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Not modelled: never called.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Not modelled: never called.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

/// The optional methods' defaults: nothing (nil, true for scrolling to the top).
extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Scrolls to the top.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
