import HeadlessUIKit

/// What the engine's data source or delegate of a UIKit-shaped object is: the receiver that
/// passes each callback on to the app's own (a `UIPageViewController`'s `dataSource`, ...)
/// through ``UIKitCallbacks/deliver(_:to:)``. Traced under the app's object's type name.
final class DelegateForwarder: CallbackReceiver {
    /// The UIKit-shaped object whose data source or delegate this stands for.
    private weak var owner: AnyObject?
    /// The app's object now (for the trace name), or nil.
    private let appObject: () -> AnyObject?
    /// The name of UIKit's protocol, traced while the app's object is not there.
    private let protocolName: String
    /// The app the owner belongs to, which hears of a callback that came off the main thread.
    private weak var app: App?

    /// Stands for `owner`'s `appObject()`, UIKit's `protocolName`.
    init(owner: AnyObject, protocolName: String, appObject: @escaping () -> AnyObject?) {
        self.owner = owner
        self.protocolName = protocolName
        self.appObject = appObject
        app = owner as? App ?? (owner as? UIViewController)?.engineController.owningApp ?? (owner as? UIView)?.engineView.owningApp
            ?? (owner as? UIPresentationController)?.enginePresentation.presentedViewController?.owningApp
    }

    /// The app's object now, or nil.
    var appObjectNow: AnyObject? { appObject() }

    var traceName: String { appObject().map { String(describing: type(of: $0)) } ?? protocolName }

    /// The app's object it stands for now, if any (what a delegate property's getter answers).
    var currentAppObject: AnyObject? { appObject() }

    /// Swift cannot tell which of a protocol's optional methods an object implements (its
    /// defaults stand in), so every callback is sent.
    func implements(_ callback: Callback.Name) -> Bool { true }

    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        // Both stay on this thread, the main one, where the bridge runs the delivery.
        guard let owner else { return .nothing }
        nonisolated(unsafe) let (object, callback) = (owner, callback)
        return MainActorBridge.run(app, subject: "\(protocolName) \(callback.name.rawValue)") {
            UIKitCallbacks.deliver(callback, to: object)
        }.flatMap { $0 } ?? .nothing
    }
}
