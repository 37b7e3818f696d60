/// Foreground, background and memory warnings: rules B1 and B2.
extension Runtime {
    /// One of rule B1's four steps: the states it goes between, who is told and what is posted.
    struct LifecycleStep {
        let from: ApplicationState, to: ApplicationState
        /// Whether the state changes before the delegate is told (entering the background,
        /// becoming active) or after (resigning active, entering the foreground).
        let changesFirst: Bool
        let sceneCallback: Callback.Name, appCallback: Callback.Name
        let sceneNotification: String, appNotification: String

        /// Active to inactive: `sceneWillResignActive`, `UISceneWillDeactivateNotification`,
        /// `UIApplicationWillResignActiveNotification`, in the active state.
        static let resignActive = LifecycleStep(
            from: .active, to: .inactive, changesFirst: false, sceneCallback: .sceneWillResignActive,
            appCallback: .applicationWillResignActive, sceneNotification: AppNotification.Name.sceneWillDeactivate,
            appNotification: AppNotification.Name.applicationWillResignActive)
        /// Inactive to background, already in the background state.
        static let enterBackground = LifecycleStep(
            from: .inactive, to: .background, changesFirst: true, sceneCallback: .sceneDidEnterBackground,
            appCallback: .applicationDidEnterBackground, sceneNotification: AppNotification.Name.sceneDidEnterBackground,
            appNotification: AppNotification.Name.applicationDidEnterBackground)
        /// Background to inactive, still in the background state.
        static let enterForeground = LifecycleStep(
            from: .background, to: .inactive, changesFirst: false, sceneCallback: .sceneWillEnterForeground,
            appCallback: .applicationWillEnterForeground, sceneNotification: AppNotification.Name.sceneWillEnterForeground,
            appNotification: AppNotification.Name.applicationWillEnterForeground)
        /// Inactive to active, already in the active state.
        static let becomeActive = LifecycleStep(
            from: .inactive, to: .active, changesFirst: true, sceneCallback: .sceneDidBecomeActive,
            appCallback: .applicationDidBecomeActive, sceneNotification: AppNotification.Name.sceneDidActivate,
            appNotification: AppNotification.Name.applicationDidBecomeActive)
    }

    /// Rule B1: takes `step` when the app is in its `from` state (else does nothing): the
    /// scene delegate is told (the app delegate when there is no scene delegate, as UIKit does
    /// not call the app delegate's lifecycle methods for an app that uses scenes), then the
    /// scene's notification is posted (with scenes), then the app's, which UIKit posts either way.
    func take(_ step: LifecycleStep) {
        guard lifecycle.state == step.from, let app else { return }
        if step.changesFirst { lifecycle.state = step.to }
        if let sceneDelegate = lifecycle.sceneDelegate {
            send(Callback(step.sceneCallback), to: sceneDelegate, from: app, rule: .B1)
            post(AppNotification(name: step.sceneNotification, object: app), rule: .B1)
        } else {
            send(Callback(step.appCallback), to: lifecycle.appDelegate, from: app, rule: .B1)
        }
        post(AppNotification(name: step.appNotification, object: app), rule: .B1)
        lifecycle.state = step.to
    }

    /// Rule B2: the app delegate's `applicationDidReceiveMemoryWarning`, then
    /// `UIApplicationDidReceiveMemoryWarningNotification`, whose observers include every
    /// controller alive, each in the place it took when it was made (its
    /// ``ViewController/notificationStamp``), which is sent `didReceiveMemoryWarning`. No
    /// controller is registered as an observer: that would cost every controller an entry.
    func receiveMemoryWarning() {
        guard let app else { return }
        send(Callback(.applicationDidReceiveMemoryWarning), to: lifecycle.appDelegate, from: app, rule: .B2)
        // Every controller alive observes it from its making, as UIKit's controllers do.
        let controllers = naming.controllers.compactMap { entry in
            entry.controller.map { controller in (stamp: controller.notificationStamp, receive: { _ = controller.send(.didReceiveMemoryWarning, rule: .B2) }) }
        }
        post(AppNotification(name: AppNotification.Name.applicationDidReceiveMemoryWarning, object: app), stamped: controllers, rule: .B2)
    }
}
