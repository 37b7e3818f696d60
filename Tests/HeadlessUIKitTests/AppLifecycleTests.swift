import Testing
@testable import HeadlessUIKit

/// A delegate that notes each lifecycle call with the app's state at that moment.
private final class LifecycleListener: CallbackReceiver {
    let traceName: String
    weak var app: App?
    var heard: [String] = []
    init(_ name: String, app: App) {
        traceName = name
        self.app = app
    }
    func implements(_ callback: Callback.Name) -> Bool { true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        heard.append("\(callback.spec.traceName) \(app?.applicationState.rawValue ?? "?")")
        return .nothing
    }
}

/// A controller that counts its memory warnings.
private final class Purging: ViewController {
    var warnings = 0
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

@Suite("The app's lifecycle and memory warnings (B1, B2)")
struct AppLifecycleTests {
    @Test("B1: enterBackground with a scene delegate: its calls, the scene's then the app's notifications; no appearance callbacks")
    func background() throws {
        let app = App()
        _ = try onScreen(app)
        let scene = LifecycleListener("SceneDelegate", app: app)
        let appDelegate = LifecycleListener("AppDelegate", app: app)
        app.sceneDelegate = scene
        app.appDelegate = appDelegate
        app.mark()
        app.enterBackground()
        #expect(app.applicationState == .background)
        #expect(app.recent == ["SceneDelegate sceneWillResignActive", "app post(UISceneWillDeactivateNotification)",
                               "app post(UIApplicationWillResignActiveNotification)",
                               "SceneDelegate sceneDidEnterBackground", "app post(UISceneDidEnterBackgroundNotification)",
                               "app post(UIApplicationDidEnterBackgroundNotification)"])
        #expect(scene.heard == ["sceneWillResignActive active", "sceneDidEnterBackground background"])
        #expect(appDelegate.heard.isEmpty)
        app.mark()
        app.enterBackground()
        #expect(app.recent.isEmpty)
    }

    @Test("B1: enterForeground without a scene delegate: the app delegate, then the app's notifications")
    func foreground() throws {
        let app = App()
        let appDelegate = LifecycleListener("AppDelegate", app: app)
        app.appDelegate = appDelegate
        app.enterBackground()
        app.mark()
        app.enterForeground()
        #expect(app.applicationState == .active)
        #expect(app.recent == ["AppDelegate applicationWillEnterForeground", "app post(UIApplicationWillEnterForegroundNotification)",
                               "AppDelegate applicationDidBecomeActive", "app post(UIApplicationDidBecomeActiveNotification)"])
        #expect(appDelegate.heard == ["applicationWillResignActive active", "applicationDidEnterBackground background",
                                      "applicationWillEnterForeground background", "applicationDidBecomeActive active"])
    }

    @Test("B1: an interruption: resignActive leaves the app inactive; becomeActive does nothing from the background")
    func interruption() throws {
        let app = App()
        app.resignActive()
        #expect(app.applicationState == .inactive)
        app.becomeActive()
        #expect(app.applicationState == .active)
        app.enterBackground()
        app.becomeActive()
        #expect(app.applicationState == .background)
    }

    @Test("B2: a memory warning: the app delegate, the notification, then every controller in the order made; views stay")
    func memoryWarning() throws {
        let app = App()
        let appDelegate = LifecycleListener("AppDelegate", app: app)
        app.appDelegate = appDelegate
        let first = Purging(app: app, name: "First")
        try app.window.setRootViewController(first)
        try app.run()
        let second = Purging(app: app, name: "Second")
        app.mark()
        app.simulateMemoryWarning()
        #expect(app.recent == ["AppDelegate applicationDidReceiveMemoryWarning",
                               "app post(UIApplicationDidReceiveMemoryWarningNotification)",
                               "First didReceiveMemoryWarning", "Second didReceiveMemoryWarning"])
        #expect(first.warnings == 1 && second.warnings == 1)
        #expect(first.isViewLoaded && !second.isViewLoaded)
    }

    @Test("B2: a controller that went away hears no more warnings")
    func controllerGone() throws {
        let app = App()
        do { _ = Purging(app: app, name: "Gone") }
        app.mark()
        app.simulateMemoryWarning()
        #expect(app.recent == ["app post(UIApplicationDidReceiveMemoryWarningNotification)"])
    }
}
