extension UIWindowScene {
    /// The scene's status bar (see ``UIStatusBarManager``).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(app: app) }
}
