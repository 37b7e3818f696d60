import HeadlessUIKit

extension UIApplication {
    /// UIKit's `UIApplication.State` (rule B1).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The app's state (rule B1).
    public var applicationState: State {
        switch app.applicationState {
        case .active: .active
        case .inactive: .inactive
        case .background: .background
        }
    }

    /// The app delegate; held weakly, as UIKit's. It hears memory warnings (rule B2) and,
    /// when no scene has a delegate, the app's lifecycle changes (rule B1).
    public var delegate: UIApplicationDelegate? {
        get { (app.appDelegate as? DelegateForwarder)?.appObjectNow as? UIApplicationDelegate }
        set {
            guard let newValue else { app.appDelegate = nil; return }
            let forwarder = DelegateForwarder(owner: app, protocolName: "UIApplicationDelegate") { [weak newValue] in newValue }
            app.keepAlive(forwarder)
            app.appDelegate = forwarder
        }
    }

    /// The connected scenes: the app's one window scene.
    public var connectedScenes: Set<UIScene> { [UIScene.surface(of: app)] }

    /// `UIApplication.willResignActiveNotification`.
    public static let willResignActiveNotification = Notification.Name(AppNotification.Name.applicationWillResignActive)
    /// `UIApplication.didEnterBackgroundNotification`.
    public static let didEnterBackgroundNotification = Notification.Name(AppNotification.Name.applicationDidEnterBackground)
    /// `UIApplication.willEnterForegroundNotification`.
    public static let willEnterForegroundNotification = Notification.Name(AppNotification.Name.applicationWillEnterForeground)
    /// `UIApplication.didBecomeActiveNotification`.
    public static let didBecomeActiveNotification = Notification.Name(AppNotification.Name.applicationDidBecomeActive)
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    public static let didReceiveMemoryWarningNotification = Notification.Name(AppNotification.Name.applicationDidReceiveMemoryWarning)

    /// Delivers the engine's app delegate callback `name` to `app`'s delegate (rules B1, B2).
    static func tellDelegate(_ name: Callback.Name, in app: App) {
        let application = UIApplication.surface(of: app)
        guard let delegate = application.delegate else { return }
        switch name {
        case .applicationWillResignActive: delegate.applicationWillResignActive(application)
        case .applicationDidEnterBackground: delegate.applicationDidEnterBackground(application)
        case .applicationWillEnterForeground: delegate.applicationWillEnterForeground(application)
        case .applicationDidBecomeActive: delegate.applicationDidBecomeActive(application)
        case .applicationDidReceiveMemoryWarning: delegate.applicationDidReceiveMemoryWarning(application)
        default: break
        }
    }
}

/// UIKit's `UIApplicationDelegate`: the app's lifecycle (without scenes, rule B1) and memory
/// warnings (rule B2). Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: SelectorTarget {
    /// The app is about to become inactive (not called when the app uses scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is in the background (not called when the app uses scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground (not called when the app uses scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app became active (not called when the app uses scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app received a memory warning.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

/// The optional methods' defaults: nothing.
extension UIApplicationDelegate {
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
