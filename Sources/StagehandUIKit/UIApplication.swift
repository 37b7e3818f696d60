import HeadlessUIKit

/// UIKit's `UIApplication`: the current app (``shared``), interaction ignoring (rule N3), its
/// state and delegate (rules B1, B2).
@preconcurrency @MainActor
public final class UIApplication {
    /// The engine's app.
    nonisolated(unsafe) public let app: App

    init(app: App) { self.app = app }

    /// The current app: the one ``HeadlessUIKit/App/withCurrent(_:)`` set, as UIKit's
    /// singleton is the running app.
    public static var shared: UIApplication { UIApplication(app: CurrentApp.app) }

    /// Rule N3: starts ignoring touches (a nested counter).
    public func beginIgnoringInteractionEvents() { app.beginIgnoringInteractionEvents() }
    /// Rule N3: ends one level of ignoring.
    public func endIgnoringInteractionEvents() { app.endIgnoringInteractionEvents() }
    /// Whether touches are being ignored (rule N3).
    public var isIgnoringInteractionEvents: Bool { app.isIgnoringInteractionEvents }
    /// The key window.
    public var keyWindow: UIWindow? { UIWindow.surface(of: app.window) }
    /// The app's windows: the key window (Stagehand models one window).
    public var windows: [UIWindow] { [UIWindow.surface(of: app.window)] }
}
