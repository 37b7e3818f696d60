import HeadlessUIKit

/// The app that UIKit-shaped code works in: `UIApplication.shared`, and the app every
/// controller and view made with UIKit's initialisers belongs to.
///
/// It is a task-local value, set by ``HeadlessUIKit/App/withCurrent(_:)`` for the duration of
/// a test or a scenario, so that tests running side by side each have their own app. Outside
/// any such scope, each thread has an app of its own, made when first needed.
enum CurrentApp {
    /// A box that lets the app travel as a task-local value. The engine's objects are not
    /// `Sendable`: an app is only used by the code that set it (a scenario runs synchronously
    /// on one thread), which is what the unchecked conformance relies on.
    struct Box: @unchecked Sendable { let app: App }

    @TaskLocal static var box: Box?

    private static let threadKey = "StagehandUIKit.defaultApp"

    /// The current app: the task-local one, else this thread's default app.
    static var app: App {
        if let box { return box.app }
        let dictionary = Thread.current.threadDictionary
        if let app = dictionary[threadKey] as? App { return app }
        let app = App()
        NotificationBridge.install(on: app)
        dictionary[threadKey] = app
        return app
    }
}

extension App {
    /// Runs `body` with this app as the current one: `UIApplication.shared` is this app, and
    /// the controllers and views that `body` makes with UIKit's initialisers belong to it.
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        NotificationBridge.install(on: self)    // rule B3: app code hears the engine's notifications
        return try CurrentApp.$box.withValue(CurrentApp.Box(app: self), operation: body)
    }
}
