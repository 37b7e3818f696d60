/// The app's lifecycle, memory warnings and notification center (rules B1-B3).
extension App {
    /// `UIApplication.shared.applicationState` (rule B1).
    public var applicationState: ApplicationState { runtime.lifecycle.state }

    /// The app delegate (`UIApplication.delegate`): hears memory warnings (rule B2), and the
    /// lifecycle changes when there is no scene delegate (rule B1). Held weakly.
    public var appDelegate: CallbackReceiver? {
        get { runtime.lifecycle.appDelegate }
        set { runtime.lifecycle.appDelegate = newValue }
    }

    /// The scene delegate (`UIScene.delegate`): with one, the app uses scenes, and the scene
    /// delegate hears the lifecycle changes instead of the app delegate (rule B1). Held weakly.
    public var sceneDelegate: CallbackReceiver? {
        get { runtime.lifecycle.sceneDelegate }
        set { runtime.lifecycle.sceneDelegate = newValue }
    }

    /// The object a layer on top presents the app's one scene as (StagehandUIKit's
    /// `UIWindowScene`), so that the scene keeps its identity; held weakly.
    public var sceneSurface: AnyObject? {
        get { runtime.lifecycle.sceneSurface }
        set { runtime.lifecycle.sceneSurface = newValue }
    }

    /// The object a layer on top presents the app as (StagehandUIKit's `UIApplication`), so
    /// that `UIApplication.shared` keeps its identity; held weakly.
    public var applicationSurface: AnyObject? {
        get { runtime.lifecycle.applicationSurface }
        set { runtime.lifecycle.applicationSurface = newValue }
    }

    /// The notification center (rule B3).
    public var notificationCenter: AppNotificationCenter { runtime.notifications }

    /// Rule B3: posts `name` from `object` with `userInfo`: recorded as `app post(<name>)`,
    /// then delivered to the observers.
    public func post(_ name: String, object: AnyObject? = nil, userInfo: [String: AppNotification.Value] = [:]) {
        runtime.post(AppNotification(name: name, object: object, userInfo: userInfo), rule: .B3)
    }

    /// Rule B1: the user leaves the app (home button, app switcher): it resigns active, then
    /// enters the background. From the background it does nothing.
    public func enterBackground() {
        runtime.take(.resignActive)
        runtime.take(.enterBackground)
    }

    /// Rule B1: the user returns to the app: it enters the foreground, then becomes active.
    /// From the foreground it becomes active if it was inactive.
    public func enterForeground() {
        runtime.take(.enterForeground)
        runtime.take(.becomeActive)
    }

    /// Rule B1: an interruption (a call, Control Center) that leaves the app on screen but
    /// inactive. Does nothing unless the app is active.
    public func resignActive() { runtime.take(.resignActive) }

    /// Rule B1: the interruption ends: an inactive app in the foreground becomes active. Does
    /// nothing otherwise (from the background, ``enterForeground()`` comes back).
    public func becomeActive() { runtime.take(.becomeActive) }

    /// Rule B2: the simulator's Simulate Memory Warning.
    public func simulateMemoryWarning() { runtime.receiveMemoryWarning() }
}
