import UIKit

/// Stands between a scroll view and the delegate its owner gave, as container libraries do
/// (a sheet watches its content's scrolling and passes every call on): UIKit's optional
/// requirements called with `?(`, and a closure property called the same way.
final class ScrollForwarder: NSObject, UIScrollViewDelegate {
    weak var delegate: UIScrollViewDelegate?
    var onScroll: ((CGFloat) -> Void)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidScroll?(scrollView)
        self.onScroll?(scrollView.contentOffset.y)
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        delegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
    }
}

/// The owner's own delegate: it hears the scrolls and refuses scrolling to the top.
final class ScrollLog: NSObject, UIScrollViewDelegate {
    private(set) var events: [String] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(Int(scrollView.contentOffset.y))")
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        false
    }
}
