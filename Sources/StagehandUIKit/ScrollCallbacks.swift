import Foundation
import HeadlessUIKit

/// The scroll view delegate's callbacks (rules Q1-Q4), delivered to a ``UIScrollView``'s
/// ``UIScrollView/delegate``: ``UIKitCallbacks/deliver(_:to:)`` hands them here.
@MainActor
enum ScrollCallbacks {
    static func deliver(_ callback: Callback, to object: AnyObject) -> CallbackValue? {
        guard let scrollView = object as? UIScrollView, let delegate = scrollView.delegate else { return nil }
        switch callback.name {
        case .scrollViewDidScroll: delegate.scrollViewDidScroll(scrollView)
        case .scrollViewWillBeginDragging: delegate.scrollViewWillBeginDragging(scrollView)
        case .scrollViewWillEndDragging:
            // Rule Q7: the delegate may write another target through the pointer.
            let proposed = CGPoint(callback.point("targetContentOffset") ?? .zero)
            var target = proposed
            let velocity = CGPoint(callback.point("velocity") ?? .zero)
            withUnsafeMutablePointer(to: &target) { delegate.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: $0) }
            return target == proposed ? .nothing : .point(target.enginePoint)
        case .scrollViewDidEndDragging: delegate.scrollViewDidEndDragging(scrollView, willDecelerate: callback.bool("decelerate") ?? false)
        case .scrollViewWillBeginDecelerating: delegate.scrollViewWillBeginDecelerating(scrollView)
        case .scrollViewDidEndDecelerating: delegate.scrollViewDidEndDecelerating(scrollView)
        case .scrollViewDidEndScrollingAnimation: delegate.scrollViewDidEndScrollingAnimation(scrollView)
        default: return nil
        }
        return .nothing
    }
}
