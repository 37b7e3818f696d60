import Foundation

/// Rule O18: a class of the app that overrides `NSObject.responds(to:)`. Foundation on Linux
/// has no such method, and StagehandUIKit's is declared in an extension, which Swift does not
/// let a subclass override; the rewriter renames the override `responds_stagehandOverride(to:)`
/// and adopts this protocol, and `responds(to:)` asks it, whatever type it is called through.
public protocol StagehandOverridable_NSObject_responds: AnyObject {
    /// The app's `responds(to:)`.
    func responds_stagehandOverride(to aSelector: Selector!) -> Bool
}

/// Rule O18: a class of the app that overrides `NSObject.forwardingTarget(for:)`, renamed
/// `forwardingTarget_stagehandOverride(for:)` by the rewriter.
public protocol StagehandOverridable_NSObject_forwardingTarget: AnyObject {
    /// The app's `forwardingTarget(for:)`.
    func forwardingTarget_stagehandOverride(for aSelector: Selector!) -> Any?
}

extension NSObject {
    /// The object a message this object does not implement goes to first (rule O18): the
    /// app's override's answer, else nil (none).
    public func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let overriding = self as? StagehandOverridable_NSObject_forwardingTarget {
            return overriding.forwardingTarget_stagehandOverride(for: aSelector)
        }
        return forwardingTarget_stagehandBase(for: aSelector)
    }

    /// `NSObject`'s own `responds(to:)`, what `super.responds(to:)` reaches from an override
    /// (rule O18): whether the selector's method is this object's (rule O3).
    public func responds_stagehandBase(to aSelector: Selector!) -> Bool {
        aSelector?.isUnderstood(by: self) ?? false
    }

    /// `NSObject`'s own `forwardingTarget(for:)`, what `super.forwardingTarget(for:)` reaches
    /// from an override (rule O18): nil.
    public func forwardingTarget_stagehandBase(for aSelector: Selector!) -> Any? { nil }
}

/// Rule O18: where a UIKit delegate message goes that its receiver does not implement.
enum MessageForwarding {
    /// The object `object`'s `forwardingTarget(for:)` names for the selector `name`, when it
    /// is another object that adopts `P` (an object adopting one of UIKit's protocols answers
    /// `responds(to:)` for every one of its selectors: Swift cannot tell which it implements).
    @MainActor
    static func target<P>(of object: AnyObject, _ name: String, as _: P.Type) -> P? {
        guard let forwarding = object as? StagehandOverridable_NSObject_forwardingTarget else { return nil }
        let selector = Selector(name, accepts: { $0 is P }) { _, _ in nil }
        guard let found = forwarding.forwardingTarget_stagehandOverride(for: selector),
              let target = found as? P, (found as AnyObject) !== object else { return nil }
        return target
    }
}
