/// UIKit's `UIApplication.State` (rule B1): whether the app is on screen and receiving events.
public enum ApplicationState: String, CaseIterable, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events: an interruption (a call, Control Center), or
    /// on the way to or from the background.
    case inactive
    /// Off screen.
    case background
}

/// The app's place in its lifecycle and who hears its changes (rules B1, B2).
final class LifecycleState {
    /// Where the app is; a new app is active (it has launched and is on screen).
    var state = ApplicationState.active
    /// The app delegate (`UIApplicationDelegate`); weak, as UIKit's `delegate`.
    weak var appDelegate: CallbackReceiver?
    /// The scene delegate (`UISceneDelegate`): with one, the app uses scenes and its app
    /// delegate hears no lifecycle changes (rule B1). Weak; its owner keeps it.
    weak var sceneDelegate: CallbackReceiver?
    /// The object a layer on top presents the app's scene as (StagehandUIKit's
    /// `UIWindowScene`); weak, the layer keeps it.
    weak var sceneSurface: AnyObject?
    /// The object a layer on top presents the app as (StagehandUIKit's `UIApplication`);
    /// weak, the layer keeps it.
    weak var applicationSurface: AnyObject?
}
