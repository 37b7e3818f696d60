import HeadlessUIKit

/// UIKit's `UIApplication`: the current app (``shared``), interaction ignoring (rule N3), its
/// state and delegate (rules B1, B2). A responder, as UIKit's; one object per app.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The engine's app; weak, since the app keeps its application.
    private weak var engineApp: App?
    /// The engine's app (the current app, should this application's have gone).
    public var app: App { engineApp ?? CurrentApp.app }

    init(app: App) {
        engineApp = app
        super.init()
    }

    /// The application of `app`: the same object every time, kept as long as the app.
    static func surface(of app: App) -> UIApplication {
        Surfaces.ofApp(app, \.applicationSurface) { UIApplication(app: app) }
    }

    /// The current app: the one ``HeadlessUIKit/App/withCurrent(_:)`` set, as UIKit's
    /// singleton is the running app.
    open class var shared: UIApplication { surface(of: CurrentApp.app) }

    /// Rule N3: starts ignoring touches (a nested counter).
    open func beginIgnoringInteractionEvents() { app.beginIgnoringInteractionEvents() }
    /// Rule N3: ends one level of ignoring.
    open func endIgnoringInteractionEvents() { app.endIgnoringInteractionEvents() }
    /// Whether touches are being ignored (rule N3).
    open var isIgnoringInteractionEvents: Bool { app.isIgnoringInteractionEvents }
    /// The key window.
    open var keyWindow: UIWindow? { UIWindow.surface(of: app.window) }
    /// The app's windows: the key window (Stagehand models one window).
    open var windows: [UIWindow] { [UIWindow.surface(of: app.window)] }
    /// The direction of the user's language: the window's `layoutDirection` trait (rule Y16).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(app.windowTraits.layoutDirection)
    }
}
