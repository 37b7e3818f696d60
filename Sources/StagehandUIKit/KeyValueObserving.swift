import Foundation
import HeadlessUIKit

/// Foundation's `_KeyValueCodingAndObserving`: what offers `observe(_:options:changeHandler:)`
/// (rule O12). Every `NSObject` adopts it; Stagehand observes views' properties.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Rule O12: calls `changeHandler` after every assignment of the view's `frame` or
    /// `isHidden` (rule K1), and after every change of its `safeAreaInsets` (rule W15), with
    /// the values `options` asks for.
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        KeyValueObserving.observe(self, keyPath, key: KeyValueObserving.viewKey(keyPath, of: Self.self), options: options, changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// Rule O12: as a view's, and after every assignment of `contentOffset` too.
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let key = keyPath == \Self.contentOffset ? "contentOffset" : KeyValueObserving.viewKey(keyPath, of: Self.self)
        return KeyValueObserving.observe(self, keyPath, key: key, options: options, changeHandler)
    }
}

/// Rule O12: key-value observations of views over the engine's observers (rule K1).
@MainActor
enum KeyValueObserving {
    /// The engine's key of a view's observable property, or nil.
    static func viewKey<Root: UIView>(_ keyPath: AnyKeyPath, of _: Root.Type) -> String? {
        if keyPath == \Root.frame { return "frame" }
        if keyPath == \Root.isHidden { return "hidden" }
        if keyPath == \Root.safeAreaInsets { return "safeAreaInsets" }    // Rule W15
        return nil
    }

    /// Observes `keyPath` of `object`, which the engine notifies as `key`; a key path the
    /// engine does not notify is UIKit's `NSUnknownKeyException` (**choice**: Foundation
    /// observes any key-value compliant property; Stagehand names the ones it notifies).
    static func observe<Object: UIView, Value>(_ object: Object, _ keyPath: KeyPath<Object, Value>, key: String?,
                                               options: NSKeyValueObservingOptions,
                                               _ handler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let view = object.engineView
        guard let key else {
            view.owningApp?.recordUncaughtException(EngineError(
                name: "NSUnknownKeyException",
                reason: "\(type(of: object)) \(keyPath) is not observed by Stagehand: observe frame, isHidden, safeAreaInsets, or a scroll view's contentOffset",
                rule: .O12), subject: view.name)
            return NSKeyValueObservation(removal: nil)
        }
        var old = object[keyPath: keyPath]
        func change(new: Value, old: Value?) -> NSKeyValueObservedChange<Value> {
            NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? new : nil,
                                     oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false)
        }
        if options.contains(.initial) { handler(object, change(new: old, old: nil)) }
        let id = try? view.observe(key) { [weak object] engineView, _ in
            MainActorBridge.run(engineView.owningApp, subject: "\(engineView.name) observe(\(key))") {
                guard let object else { return }
                let new = object[keyPath: keyPath]
                handler(object, change(new: new, old: old))
                old = new
            }
        }
        return NSKeyValueObservation { [weak view] in
            if let id { view?.removeObserver(id) }
        }
    }
}
