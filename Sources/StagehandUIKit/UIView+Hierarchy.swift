import HeadlessUIKit

/// UIKit's hierarchy hooks (rule W5): the engine sends them when the view's place in the tree
/// changes, in UIKit's order; an app's subclass overrides them. The base does nothing.
extension UIView: HierarchyHookReceiving {
    /// Passes the engine's hook to the `open` method an app's subclass overrides.
    nonisolated package func receiveHierarchyHook(_ hook: View.HierarchyHook, of view: View) {
        nonisolated(unsafe) let hook = hook    // it stays on this thread, the main one
        MainActorBridge.run(view.owningApp, subject: "\(view.name) hierarchy hook") { hear(hook) }
    }

    private func hear(_ hook: View.HierarchyHook) {
        switch hook {
        case .willMoveToSuperview(let superview): willMove(toSuperview: superview.map(Surfaces.view))
        case .didMoveToSuperview: didMoveToSuperview()
        case .willMoveToWindow(let window): willMove(toWindow: window.map { UIWindow.surface(of: $0) })
        case .didMoveToWindow: didMoveToWindow()
        case .didAddSubview(let subview): didAddSubview(Surfaces.view(subview))
        case .willRemoveSubview(let subview): willRemoveSubview(Surfaces.view(subview))
        }
    }
}
