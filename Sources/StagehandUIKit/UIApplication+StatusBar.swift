import Foundation

extension UIApplication {
    /// The status bar's frame in the key window (see ``UIStatusBarManager``).
    public var statusBarFrame: CGRect { UIStatusBarManager.statusBarFrame(of: app) }
    /// Posted before the status bar's frame changes: never, in Stagehand (the status bar
    /// follows the window's size through rule E3's safe area).
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed: never, in Stagehand.
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
}
