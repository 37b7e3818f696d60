import Foundation

/// The class named `aClassName`, as Foundation's `NSClassFromString` on iOS: a class
/// Foundation finds, or one of UIKit's by its Objective-C name (`"UIView"`, and the private
/// classes Stagehand models, `"UITabBarButton"`, rule I5); nil for any other name.
/// **Choice**: Swift on Linux has no Objective-C runtime, and Foundation's function finds only
/// classes named with their module, so this one, which shadows it for code that imports UIKit,
/// also looks for the name among StagehandUIKit's classes.
public func NSClassFromString(_ aClassName: String) -> AnyClass? {
    if let found = Foundation.NSClassFromString(aClassName) { return found }
    guard !aClassName.isEmpty, !aClassName.contains(".") else { return nil }
    return Foundation.NSClassFromString("StagehandUIKit." + aClassName)
}
