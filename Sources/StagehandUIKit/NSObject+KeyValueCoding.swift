import Foundation
import HeadlessUIKit

/// Key-value coding on instances (rule I4): Swift on Linux has no Objective-C runtime to find
/// a property by its key, so the keys apps set on UIKit's objects come from a table. A key the
/// table lacks is UIKit's `NSUnknownKeyException`, recorded as the app's uncaught exception.
extension NSObject {
    /// Sets the property named `key` to `value` (UIKit's `setValue(_:forKey:)`): a tab bar
    /// controller's `tabBar` (rule I4), which apps set to install a tab bar subclass.
    public func setValue(_ value: Any?, forKey key: String) {
        nonisolated(unsafe) let (object, value) = (self, value)    // they stay on this, the main, thread
        if key == "tabBar", object is UITabBarController, value is UITabBar {
            MainActorBridge.run(CurrentApp.app, subject: "setValue(_:forKey: \"tabBar\")") {
                guard let controller = object as? UITabBarController, let bar = value as? UITabBar else { return }
                controller.replaceTabBar(with: bar)
            }
            return
        }
        let name = String(reflecting: type(of: self))
        CurrentApp.app.recordUncaughtException(EngineError(
            name: "NSUnknownKeyException",
            reason: "[<\(name)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).",
            rule: .I4), subject: name)
    }
}
