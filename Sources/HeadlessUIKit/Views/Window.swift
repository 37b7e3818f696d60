/// The app's key window: the root of the view hierarchy on screen.
public final class Window: View {
    /// The controller whose view fills the window. Setting it loads that view, sizes it to
    /// the window and adds it, which sends the window hooks of rule A5 (and so, rule L3,
    /// `viewWillAppear` at once and `viewDidAppear` after the next commit).
    public private(set) var rootViewController: ViewController?

    init(runtime: Runtime) {
        super.init(runtime: runtime, name: "window", frame: runtime.screen)
        window = self
    }

    /// Installs `controller` as the root view controller, replacing the old one's view.
    public func setRootViewController(_ controller: ViewController?) throws(EngineError) {
        if controller === rootViewController { return }
        try runtime.withCause("the window's rootViewController was set") { () throws(EngineError) in
            if let old = rootViewController, let oldView = old.viewIfLoaded, oldView.superview === self {
                oldView.removeFromSuperview()
            }
            rootViewController = controller
            guard let controller else { return }
            let view = controller.view
            view.frame = bounds
            try addSubview(view)
        }
    }

    /// Rule A5: when `view` enters (or leaves) the window, the controllers whose views are
    /// `view` or inside it are visited top-down, and those that no container will reach get
    /// `beginAppearanceTransition(appearing, false)`, with the matching end after the next
    /// commit.
    func sendAppearanceHooks(for view: View, appearing: Bool) {
        var controllers: [ViewController] = []
        view.forEachInSubtree { current in
            if let owner = current.viewController, owner.viewIfLoaded === current {
                controllers.append(owner)
            }
        }
        for controller in controllers where receivesWindowHook(controller, enteringWith: view) {
            if let pending = controller.pendingTransition, pending.isAppearing == appearing {
                continue  // already begun in this direction by a script, container or transition
            }
            runtime.withCause("\(controller.name)'s view \(appearing ? "entered" : "left") the window (A5)") {
                controller.beginAppearanceTransition(appearing, animated: false)
            }
            let token = runtime.makeToken()
            controller.deferredEndToken = token
            runtime.afterCommit.append((controller, token))
        }
    }

    private func receivesWindowHook(_ controller: ViewController, enteringWith view: View) -> Bool {
        if controller === rootViewController { return true }
        if let parent = controller.parent {
            guard parent.forwardsAppearanceAutomatically else { return false }
            guard let parentView = parent.viewIfLoaded else { return true }
            return !parentView.isDescendant(of: view)
        }
        return controller.viewIfLoaded === view
    }
}
