import Foundation

/// The class named `aClassName`, as Foundation's `NSClassFromString` on iOS (rule I5): see
/// ``ObjectiveCClasses/named(_:)``. It shadows Foundation's in a file that imports only UIKit;
/// beside Foundation's (a file that imports both) the name is ambiguous, so the source rewriter
/// makes an app's calls ``ObjectiveCClasses/named(_:)``.
public func NSClassFromString(_ aClassName: String) -> AnyClass? { ObjectiveCClasses.named(aClassName) }

/// Classes by their Objective-C names (rule I5), which Swift on Linux, with no Objective-C
/// runtime, cannot list: what an app's `NSClassFromString` calls become.
public enum ObjectiveCClasses {
    /// The class named `name`: a class Foundation finds, or one of UIKit's by its Objective-C
    /// name (`"UIView"`, and the private classes Stagehand models, `"UITabBarButton"`); nil for
    /// any other name. **Choice**: Foundation's function finds only classes named with their
    /// module, so the name is also looked up among StagehandUIKit's classes.
    public static func named(_ name: String) -> AnyClass? {
        if let found = Foundation.NSClassFromString(name) { return found }
        guard !name.isEmpty, !name.contains(".") else { return nil }
        return Foundation.NSClassFromString("StagehandUIKit." + name)
    }
}
