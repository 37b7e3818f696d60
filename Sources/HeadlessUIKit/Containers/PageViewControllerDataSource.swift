/// What a page view controller asks for its neighbouring pages (UIKit's
/// `UIPageViewControllerDataSource`). Implemented by any object, or by a script's table.
public protocol PageViewControllerDataSource: AnyObject {
    /// The name the trace uses for the data source's answers.
    var traceName: String { get }
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
}

/// What a page view controller tells about a swipe (UIKit's `UIPageViewControllerDelegate`).
/// Both methods are optional: the default implementations do nothing.
public protocol PageViewControllerDelegate: AnyObject {
    /// The name the trace uses for the delegate's calls.
    var traceName: String { get }
    /// A swipe begins towards `pendingViewControllers` (rule S7).
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A swipe ended: `completed` is false when it was cancelled (rule S7).
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}
