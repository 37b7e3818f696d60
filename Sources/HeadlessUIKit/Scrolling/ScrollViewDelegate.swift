/// What a scroll view tells about its motion (UIKit's `UIScrollViewDelegate`, rules Q1-Q4),
/// and, for a collection view, about its cells coming and going (rule U1).
///
/// Every method is optional in UIKit: ``implements(_:)`` says which callbacks this delegate
/// has, and only those are traced and delivered. A table's delegate is its controller unless
/// one is set (rule Q4).
public protocol ScrollViewDelegate: AnyObject {
    /// The name the trace uses for the delegate's calls.
    var traceName: String { get }
    /// Whether the delegate implements the callback (UIKit's `respondsToSelector:`).
    func implements(_ callback: Callback.Name) -> Bool
    /// Receives one of the callbacks of receiver `scrollViewDelegate` or `collectionDelegate`
    /// from `scrollView`, with its arguments (the scroll view itself is not among them).
    func scrollView(_ scrollView: ScrollView, received callback: Callback)
}

extension ScrollViewDelegate {
    /// By default a delegate implements every callback.
    public func implements(_ callback: Callback.Name) -> Bool { true }
}
