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

    /// Rule V3: the engine sends `callback` (already traced): runs this object's method for it,
    /// which an app's subclass overrides, and lints an override that did not call super where
    /// UIKit requires it.
    public func perform(_ callback: Callback, on controller: ViewController) -> CallbackValue {
        superChecks.append((callback.name, false))
        let value = performMethod(callback)
        let reached = superChecks.removeLast().reached
        if !reached, Self.callbacksRequiringSuper.contains(callback.name) {
            let method = Self.swiftName(of: callback.name)
            engineController.lint("\(String(describing: type(of: self))).\(method) does not call super.\(method); UIKit requires it", rule: .V3)
        }
        return value
    }

    /// Calls the method of `callback`; a callback without one here runs the engine's base.
    func performMethod(_ callback: Callback) -> CallbackValue {
        switch callback.name {
        case .loadView:
            loadView()
            scene?.connect(self)
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear: viewWillAppear(callback.bool(0))
        case .viewIsAppearing: viewIsAppearing(callback.bool(0))
        case .viewDidAppear: viewDidAppear(callback.bool(0))
        case .viewWillDisappear: viewWillDisappear(callback.bool(0))
        case .viewDidDisappear: viewDidDisappear(callback.bool(0))
        case .viewWillLayoutSubviews: viewWillLayoutSubviews()
        case .viewDidLayoutSubviews: viewDidLayoutSubviews()
        case .viewSafeAreaInsetsDidChange: viewSafeAreaInsetsDidChange()
        case .willMoveToParent: willMove(toParent: Surfaces.controller(callback.controller(0)))
        case .didMoveToParent: didMove(toParent: Surfaces.controller(callback.controller(0)))
        case .viewWillTransitionToSize:
            guard let coordinator = callback.coordinator(1) else { return reachBase(callback) }
            viewWillTransition(to: CGSize(callback.size(0)), with: TransitionCoordinatorSurface(coordinator))
        case .willTransitionToTraitCollection:
            guard let coordinator = callback.coordinator(1) else { return reachBase(callback) }
            willTransition(to: UITraitCollection(callback.traits(0)), with: TransitionCoordinatorSurface(coordinator))
        case .traitCollectionDidChange:
            traitCollectionDidChange(UITraitCollection(callback.traits(0)))
        case .prepareForSegue:
            guard let segue = callback.segue(0) else { return reachBase(callback) }
            prepare(for: UIStoryboardSegue(segue), sender: nil)
        case .shouldPerformSegue:
            return .flag(shouldPerformSegue(withIdentifier: callback.string(0), sender: Surfaces.controller(callback.controller(1))))
        default:
            return performTableMethod(callback) ?? reachBase(callback)
        }
        return .none
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
