/// What an `@objc` protocol's objects are on Linux: class-bound, and asked
/// `responds(to:)` through the protocol, as `NSObjectProtocol` lets iOS code ask them (rule
/// O4). Stagehand's source rewriter adds it to every `@objc` protocol it rewrites; app code
/// does not name it.
public protocol SelectorTarget: AnyObject {}

extension SelectorTarget {
    /// Whether this object has the selector's method (rules O3, O4): for an optional
    /// requirement's selector, whether the object implements the requirement.
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector?.isUnderstood(by: self) ?? false
    }
}
