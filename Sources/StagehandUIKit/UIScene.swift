import HeadlessUIKit

/// UIKit's `UIScene`: the app's one scene (Stagehand models one window); its delegate hears
/// the app's lifecycle (rule B1).
open class UIScene: UIResponder {
    /// The engine's app this scene is; weak, the app keeps its scene.
    weak var app: App?

    init(app: App) { self.app = app }

    /// The scene of `app`: the same object every time.
    static func surface(of app: App) -> UIWindowScene {
        Surfaces.ofApp(app, \.sceneSurface) { UIWindowScene(app: app) }
    }

    /// The scene delegate; with one, the app delegate hears no lifecycle changes (rule B1).
    /// Held strongly, as UIKit's.
    open var delegate: UISceneDelegate? {
        get { (app?.sceneDelegate as? DelegateForwarder)?.appObjectNow as? UISceneDelegate }
        set {
            guard let app else { return }
            guard let newValue else { app.sceneDelegate = nil; return }
            let forwarder = DelegateForwarder(owner: app, protocolName: "UISceneDelegate") { newValue }
            app.keepAlive(forwarder)
            app.sceneDelegate = forwarder
        }
    }

    /// UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's state: the app's (rule B1).
    open var activationState: ActivationState {
        switch app?.applicationState {
        case nil: .unattached
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// What a scene connects with; Stagehand gives none.
    public final class ConnectionOptions {}

    /// `UIScene.willDeactivateNotification`.
    public static let willDeactivateNotification = Notification.Name(AppNotification.Name.sceneWillDeactivate)
    /// `UIScene.didEnterBackgroundNotification`.
    public static let didEnterBackgroundNotification = Notification.Name(AppNotification.Name.sceneDidEnterBackground)
    /// `UIScene.willEnterForegroundNotification`.
    public static let willEnterForegroundNotification = Notification.Name(AppNotification.Name.sceneWillEnterForeground)
    /// `UIScene.didActivateNotification`.
    public static let didActivateNotification = Notification.Name(AppNotification.Name.sceneDidActivate)

    /// Delivers the engine's scene delegate callback `name` to `app`'s scene delegate (rule B1).
    static func tellDelegate(_ name: Callback.Name, in app: App) {
        let scene = surface(of: app)
        guard let delegate = scene.delegate else { return }
        switch name {
        case .sceneWillResignActive: delegate.sceneWillResignActive(scene)
        case .sceneDidEnterBackground: delegate.sceneDidEnterBackground(scene)
        case .sceneWillEnterForeground: delegate.sceneWillEnterForeground(scene)
        case .sceneDidBecomeActive: delegate.sceneDidBecomeActive(scene)
        default: break
        }
    }
}

/// UIKit's `UIWindowScene`: the scene of the app's window.
open class UIWindowScene: UIScene {
    /// The scene's windows: the key window.
    open var windows: [UIWindow] { app.map { [UIWindow.surface(of: $0.window)] } ?? [] }
}

/// UIKit's `UISceneSession`; Stagehand gives none of its details.
@preconcurrency @MainActor
public final class UISceneSession {}

/// UIKit's `UISceneDelegate`: the scene's lifecycle (rule B1). Every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: SelectorTarget {
    /// The scene is being added to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is in the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

/// The optional methods' defaults: nothing.
extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// UIKit's `UIWindowSceneDelegate`: a scene delegate with the scene's window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window (optional in UIKit).
    var window: UIWindow? { get set }
}

/// The optional window's default: none.
extension UIWindowSceneDelegate {
    /// None.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
