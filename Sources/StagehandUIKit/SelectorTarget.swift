/// What an `@objc` protocol's objects are on Linux: class-bound, and asked
/// `responds(to:)` through the protocol, as `NSObjectProtocol` lets iOS code ask them (rule
/// O4). Stagehand's source rewriter adds it to every `@objc` protocol it rewrites, and UIKit's
/// delegate and data source protocols refine it (they are `NSObjectProtocol`s on iOS, rule
/// O18); app code does not name it.
public protocol SelectorTarget: AnyObject {}

extension SelectorTarget {
    /// Whether this object has the selector's method (rules O3, O4): for an optional
    /// requirement's selector, whether the object implements the requirement.
    public func responds(to aSelector: Selector!) -> Bool {
        // Rule O18: an app's override of NSObject's answers.
        if let overriding = self as? StagehandOverridable_NSObject_responds { return overriding.responds_stagehandOverride(to: aSelector) }
        return aSelector?.isUnderstood(by: self) ?? false
    }
}
