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
        runtime.sendAppearanceHooks(for: view, appearing: appearing, deferEnd: true,
                                    root: rootViewController, cause: appearing ? "entered the window" : "left the window")
    }
}
