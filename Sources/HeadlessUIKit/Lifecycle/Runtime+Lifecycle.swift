/// Foreground, background and memory warnings: rules B1 and B2.
extension Runtime {
    /// Rule B1: active to inactive. The scene delegate's `sceneWillResignActive` (the app
    /// delegate's `applicationWillResignActive` when the app has no scene delegate), then
    /// `UISceneWillDeactivateNotification` (with scenes) and
    /// `UIApplicationWillResignActiveNotification`; the state is still active during them.
    func resignActive() {
        guard lifecycle.state == .active else { return }
        tellLifecycle(scene: .sceneWillResignActive, app: .applicationWillResignActive,
                      sceneNotification: AppNotification.Name.sceneWillDeactivate,
                      appNotification: AppNotification.Name.applicationWillResignActive)
        lifecycle.state = .inactive
    }

    /// Rule B1: inactive to background. The state is background first, then
    /// `sceneDidEnterBackground` (or `applicationDidEnterBackground`) and the notifications.
    /// No appearance callback is sent: the controllers on screen stay appeared.
    func enterBackground() {
        guard lifecycle.state == .inactive else { return }
        lifecycle.state = .background
        tellLifecycle(scene: .sceneDidEnterBackground, app: .applicationDidEnterBackground,
                      sceneNotification: AppNotification.Name.sceneDidEnterBackground,
                      appNotification: AppNotification.Name.applicationDidEnterBackground)
    }

    /// Rule B1: background to inactive. `sceneWillEnterForeground` (or
    /// `applicationWillEnterForeground`) and the notifications while the state is still
    /// background; then it is inactive.
    func enterForeground() {
        guard lifecycle.state == .background else { return }
        tellLifecycle(scene: .sceneWillEnterForeground, app: .applicationWillEnterForeground,
                      sceneNotification: AppNotification.Name.sceneWillEnterForeground,
                      appNotification: AppNotification.Name.applicationWillEnterForeground)
        lifecycle.state = .inactive
    }

    /// Rule B1: inactive to active. The state is active first, then `sceneDidBecomeActive`
    /// (or `applicationDidBecomeActive`) and the notifications.
    func becomeActive() {
        guard lifecycle.state == .inactive else { return }
        lifecycle.state = .active
        tellLifecycle(scene: .sceneDidBecomeActive, app: .applicationDidBecomeActive,
                      sceneNotification: AppNotification.Name.sceneDidActivate,
                      appNotification: AppNotification.Name.applicationDidBecomeActive)
    }

    /// Rule B1: the delegate first, then the scene's notification (with scenes), then the
    /// app's, which UIKit posts whether the app uses scenes or not.
    private func tellLifecycle(scene sceneCallback: Callback.Name, app appCallback: Callback.Name,
                               sceneNotification: String, appNotification: String) {
        guard let app else { return }
        if let sceneDelegate = lifecycle.sceneDelegate {
            send(Callback(sceneCallback), to: sceneDelegate, from: app, rule: .B1)
            post(AppNotification(name: sceneNotification, object: app), rule: .B1)
        } else {
            send(Callback(appCallback), to: lifecycle.appDelegate, from: app, rule: .B1)
        }
        post(AppNotification(name: appNotification, object: app), rule: .B1)
    }

    /// Rule B2: the app delegate's `applicationDidReceiveMemoryWarning`, then
    /// `UIApplicationDidReceiveMemoryWarningNotification`, whose observers include every
    /// controller (each registered when it was made), which is sent `didReceiveMemoryWarning`.
    func receiveMemoryWarning() {
        guard let app else { return }
        send(Callback(.applicationDidReceiveMemoryWarning), to: lifecycle.appDelegate, from: app, rule: .B2)
        post(AppNotification(name: AppNotification.Name.applicationDidReceiveMemoryWarning, object: app), rule: .B2)
    }

    /// Rule B2: `controller` observes memory warnings from its making, as UIKit's controllers
    /// do; the observer goes away with it.
    func observeMemoryWarnings(_ controller: ViewController) {
        notifications.addObserver(forName: AppNotification.Name.applicationDidReceiveMemoryWarning, owner: controller) { [weak controller] _ in
            _ = controller?.send(.didReceiveMemoryWarning, rule: .B2)
        }
    }
}
