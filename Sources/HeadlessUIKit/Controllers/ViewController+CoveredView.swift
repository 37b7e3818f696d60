/// Where a covered presenter's view was in the hierarchy: its superview and its index there
/// (rule W2).
struct CoveredViewPlace {
    /// The superview the view left.
    weak var superview: View?
    /// Its index among that superview's subviews.
    let index: Int
}

/// Rule W2: a presentation that covers its presenter (`fullScreen`, `currentContext`) takes
/// the presenter's view out of the window when it completes, and the dismissal puts it back,
/// where it was, as it begins. UIKit documents the removal for `currentContext` ("The views
/// belonging to the presenting view controller are removed after the presentation
/// completes") and its absence for the `over` styles.
extension ViewController {
    /// Takes this covered controller's view out of its superview, remembering where it was.
    /// Its appearance transition is pending already, so the window's hooks leave it alone
    /// (rule A5); controllers no forwarding reaches get theirs from them.
    func takeCoveredViewOut() {
        guard let view = viewIfLoaded, let superview = view.superview else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
        coveredViewPlace = CoveredViewPlace(superview: superview, index: index)
        view.removeFromSuperview()
    }

    /// Puts this controller's view back where ``takeCoveredViewOut()`` found it, below what
    /// was added since; a view that left the window's own subviews takes the window's size,
    /// which may have changed meanwhile (rule E1).
    func putCoveredViewBack() {
        guard let place = coveredViewPlace else { return }
        coveredViewPlace = nil
        guard let superview = place.superview, let view = viewIfLoaded, view.superview == nil else { return }
        if superview is Window { view.frame = superview.bounds }
        try? superview.insertSubview(view, at: min(place.index, superview.subviews.count))
    }
}
