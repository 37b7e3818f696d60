import HeadlessUIKit

/// UIKit's `UIWindow`: the app's key window. Stagehand models one window per app, so every
/// `UIWindow` is a surface over it.
open class UIWindow: UIView {
    /// The app's key window (the frame is the screen's).
    public override init(frame: CGRect) {
        UIView.provideEngineView(CurrentApp.app.window)
        super.init(frame: frame)
    }

    /// The app's key window, in `windowScene` (the app's one scene).
    public init(windowScene: UIWindowScene) {
        UIView.provideEngineView(CurrentApp.app.window)
        super.init(frame: .zero)
    }

    /// The app's key window.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(CurrentApp.app.window)
        super.init(coder: coder)
    }

    /// The surface of the engine's window: the one it has, else a new one.
    static func surface(of window: Window) -> UIWindow {
        window.surface as? UIWindow ?? UIView.adopting(window) { UIWindow(frame: .zero) }
    }

    var engineWindow: Window? { engineView as? Window }

    /// The controller whose view fills the window; setting it adds the view, which sends the
    /// window's appearance hooks (rule A5).
    open var rootViewController: UIViewController? {
        get { Surfaces.controller(engineWindow?.rootViewController) }
        set {
            if let newValue, !Surfaces.sameApp(engineView.owningApp, newValue.engineController.owningApp, subject: engineView.name,
                                               "the root view controller \(newValue.engineController.name)") { return }
            Surfaces.uncaught(engineView.owningApp, subject: engineView.name) { () throws(EngineError) in
                try engineWindow?.setRootViewController(newValue?.engineController)
            }
        }
    }

    /// Shows the window: it is always the key window and visible.
    open func makeKeyAndVisible() {}
}
