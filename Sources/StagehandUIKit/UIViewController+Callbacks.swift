import HeadlessUIKit

/// How the engine's callbacks reach the UIKit-shaped methods, and back (rule V3).
extension UIViewController {
    /// The callbacks whose override must call `super` (rule V3): the appearance callbacks
    /// (Apple's documentation: "If you override this method, you must call super at some
    /// point in your implementation"), the size and trait transitions (whose base forwards them
    /// to the children, rule E1: `viewWillTransition(to:with:)`, `willTransition(to:with:)`), and, Stagehand's choice, the containment callbacks (whose
    /// base keeps `isMovingToParent`, rule C3).
    static let callbacksRequiringSuper: Set<Callback.Name> = [
        .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillTransitionToSize, .willTransitionToTraitCollection,
        .willMoveToParent, .didMoveToParent,
    ]

    /// The trace name of the controller it implements.
    nonisolated public var traceName: String { engineController.name }

    /// Swift cannot tell which optional methods a subclass implements: the optional
    /// callbacks reach a Swift controller only when it says so with `responds(to:)`.
    nonisolated public func implements(_ callback: Callback.Name) -> Bool { !callback.spec.isOptional }

    /// Rule V3: the engine sends `callback` (already traced): runs this object's method for it,
    /// which an app's subclass overrides, and lints an override that did not call super where
    /// UIKit requires it. A callback without a method here runs the engine's base.
    nonisolated public func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        nonisolated(unsafe) let callback = callback    // it stays on this (the main) thread
        return MainActorBridge.run(engineController.owningApp, subject: "\(engineController.name) \(callback.name.rawValue)") {
            receiveOnMainActor(callback)
        } ?? engineController.baseReached(callback)
    }

    /// ``receive(_:from:)`` on the main actor.
    private func receiveOnMainActor(_ callback: Callback) -> CallbackValue {
        superChecks.append((callback.name, false))
        let value = UIKitCallbacks.deliver(callback, to: self) ?? reachBase(callback)
        let reached = superChecks.removeLast().reached
        if !reached, Self.callbacksRequiringSuper.contains(callback.name) {
            let method = Self.swiftName(of: callback.name)
            engineController.lint("\(String(describing: type(of: self))).\(method) does not call super.\(method); UIKit requires it", rule: .V3)
        }
        return value
    }

    /// Rule V3: a base method here was reached, by an override's `super` call or by a direct
    /// call: notes the super call for the lint, and lets the engine run its own base (tracing a
    /// direct call as rule V2 does).
    @discardableResult
    func reachBase(_ callback: Callback) -> CallbackValue {
        if let index = superChecks.lastIndex(where: { $0.name == callback.name }) {
            superChecks[index].reached = true
        }
        return engineController.baseReached(callback)
    }

    /// The Swift spelling of a callback, for the lint's message.
    static func swiftName(of name: Callback.Name) -> String {
        switch name {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            "\(name.rawValue)(_:)"
        case .willMoveToParent: "willMove(toParent:)"
        case .didMoveToParent: "didMove(toParent:)"
        case .viewWillTransitionToSize: "viewWillTransition(to:with:)"
        case .willTransitionToTraitCollection: "willTransition(to:with:)"
        default: "\(name.rawValue)()"
        }
    }
}
