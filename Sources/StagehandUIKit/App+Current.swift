import HeadlessUIKit

extension App {
    /// The app UIKit-shaped code works in now (what `UIApplication.shared` stands for): the one
    /// ``withCurrent(_:)`` set, else this thread's own. Not isolated to the main actor, so that
    /// code that may run anywhere (a `Logger`, a Combine scheduler) can reach it.
    public static var current: App { CurrentApp.app }
}
