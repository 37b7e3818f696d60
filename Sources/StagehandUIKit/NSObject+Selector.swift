import Foundation

/// `NSObject`'s messages by selector, which Foundation on Linux lacks (rules O3, O5).
extension NSObject {
    /// Whether this object has the selector's method (rule O3), or what the app's override
    /// answers (rule O18).
    public func responds(to aSelector: Selector!) -> Bool {
        if let overriding = self as? StagehandOverridable_NSObject_responds { return overriding.responds_stagehandOverride(to: aSelector) }
        return responds_stagehandBase(to: aSelector)
    }

    /// Whether this class has the class method `aSelector` (rule O11): UIKit's class methods
    /// that apps look up by name (`sharedApplication`).
    public class func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { ClassMessages.method($0, of: self) != nil } ?? false
    }

    /// Sends the class method `aSelector` now (rule O11); one this class lacks is
    /// "unrecognized selector sent to class".
    @discardableResult
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        ClassMessages.perform(aSelector, on: self)
    }

    /// The class's value for `key` by key-value coding (rule O11): the class method of that
    /// name (`sharedApplication`); any other key is UIKit's `NSUnknownKeyException`.
    public class func value(forKey key: String) -> Any? {
        ClassMessages.value(forKey: key, of: self)
    }

    /// The class's value for `keyPath` (rule O11): a one-key path, as ``value(forKey:)``;
    /// Stagehand does not follow a longer path into the instance's properties.
    public class func value(forKeyPath keyPath: String) -> Any? {
        ClassMessages.value(forKey: keyPath, of: self)
    }

    /// Sends the selector now, without arguments (rule O3); a method this object lacks is
    /// "unrecognized selector sent to instance".
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
