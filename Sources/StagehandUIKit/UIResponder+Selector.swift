import Foundation

/// `NSObject`'s messages by selector on UIKit's responders, whose root class is `NSObject` on
/// iOS (rules O3, O5). (Should `UIResponder` become an `NSObject` subclass, this file goes.)
extension UIResponder {
    /// Whether this responder has the selector's method (rule O3).
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector?.isUnderstood(by: self) ?? false
    }

    /// Sends the selector now, without arguments (rule O3).
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        MessageSend.perform(aSelector, on: self, [])
    }

    /// Sends the selector now with one argument (rule O3).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        MessageSend.perform(aSelector, on: self, [object])
    }

    /// Sends the selector now with two arguments (rule O3).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        MessageSend.perform(aSelector, on: self, [object1, object2])
    }

    /// Sends the selector with `anArgument` after `delay` seconds of the app's virtual clock
    /// (rule O5).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.of(CurrentApp.app).add(aSelector, to: self, argument: anArgument, delay: delay)
    }

    /// Sends the selector after `delay` seconds (rule O5); the run loop modes are not modelled.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Cancels every pending `perform(_:with:afterDelay:)` of `aTarget` (rule O5).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.of(CurrentApp.app).cancel(target: aTarget as AnyObject)
    }

    /// Cancels the pending performs of `aTarget` with this selector and an equal argument
    /// (rule O5).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.of(CurrentApp.app).cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
    }
}
