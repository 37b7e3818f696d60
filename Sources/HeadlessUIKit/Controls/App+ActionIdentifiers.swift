extension App {
    /// Rule G10: an identifier for an action handler made without one (UIKit makes a UUID):
    /// `base`, then `base#2`, `base#3`... per app, so that traces stay the same on every run.
    public func uniqueActionIdentifier(_ base: String) -> String {
        let prefix = "action identifier "
        return String(runtime.naming.uniqueName(prefix + base).dropFirst(prefix.count))
    }
}
