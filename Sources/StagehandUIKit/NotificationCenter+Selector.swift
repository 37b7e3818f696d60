import Foundation

/// `NotificationCenter`'s selector-based observers, which Foundation on Linux lacks (rule O6).
extension NotificationCenter {
    /// Adds `observer` so that each post of `aName` (any name when nil) by `anObject` (any
    /// object when nil) sends it `aSelector` with the notification, synchronously. The
    /// observer is held weakly and stops hearing when it goes away, as on iOS 9 and later.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservers.of(self).add(observer as AnyObject, selector: aSelector, name: aName, object: anObject)
    }

    /// Removes every observation of `observer`: its selector-based ones, or, for a block
    /// observer's token, Foundation's.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservers.of(self).remove(observer)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s observations of `aName` (all when nil); `anObject` is not
    /// compared for selector-based observers.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservers.of(self).remove(observer, name: aName)
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}
