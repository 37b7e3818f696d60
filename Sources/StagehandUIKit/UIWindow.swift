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
    /// Makes the window the key window: it always is.
    open func makeKey() {}
    /// Whether the window is the key window: true, the app's one window is.
    open var isKeyWindow: Bool { true }
    /// The window became the key window. Does nothing; never called (the window is key from
    /// the start).
    open func becomeKey() {}
    /// The window stopped being the key window. Does nothing; never called.
    open func resignKey() {}
    /// The window's level among windows: stored (Stagehand models one window).
    open var windowLevel: UIWindow.Level = .normal
    /// The scene the window belongs to: the app's one scene.
    open var windowScene: UIWindowScene? {
        get { UIApplication.shared.connectedScenes.first as? UIWindowScene }
        set {}
    }
}
