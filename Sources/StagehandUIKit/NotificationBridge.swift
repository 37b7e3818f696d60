import HeadlessUIKit

/// Rule B3 for app code: the engine's notifications re-posted to Foundation's
/// `NotificationCenter.default`, with UIKit's names, objects and user info value types, so that
/// an app's `addObserver(forName:object:queue:using:)` hears them.
enum NotificationBridge {
    /// Relays `app`'s notifications to Foundation's center.
    static func install(on app: App) {
        app.notificationCenter.relay = { [weak app] notification in
            nonisolated(unsafe) let notification = notification    // posted on this, the main, thread
            MainActorBridge.run(app, subject: "the notification \(notification.name)") { post(notification) }
        }
    }

    /// Posts `notification` to `NotificationCenter.default`: the object is the
    /// `UIApplication` or `UIScene` for the app's and the scene's; frames are `NSValue`s,
    /// numbers and flags `NSNumber`s, as UIKit's user info holds them.
    @MainActor static func post(_ notification: AppNotification) {
        var userInfo: [AnyHashable: Any] = [:]
        for (key, value) in notification.sortedUserInfo { userInfo[key] = foundationValue(value) }
        var object: Any? = notification.object
        if let app = notification.object as? App {
            object = notification.name.hasPrefix("UIScene") ? UIScene.surface(of: app) : UIApplication.surface(of: app)
        }
        NotificationCenter.default.post(name: Notification.Name(notification.name), object: object,
                                        userInfo: userInfo.isEmpty ? nil : userInfo)
    }

    private static func foundationValue(_ value: AppNotification.Value) -> Any {
        switch value {
        case .number(let number): NSNumber(value: number)
        case .bool(let flag): NSNumber(value: flag)
        case .string(let text): text
        case .rect(let rect): NSValue(cgRect: CGRect(rect))
        case .object(let object): object
        }
    }
}

extension UIResponder {
    /// `UIResponder.keyboardWillShowNotification` (rule B4).
    nonisolated public static let keyboardWillShowNotification = Notification.Name(AppNotification.Name.keyboardWillShow)
    /// `UIResponder.keyboardDidShowNotification` (rule B4).
    nonisolated public static let keyboardDidShowNotification = Notification.Name(AppNotification.Name.keyboardDidShow)
    /// `UIResponder.keyboardWillHideNotification` (rule B4).
    nonisolated public static let keyboardWillHideNotification = Notification.Name(AppNotification.Name.keyboardWillHide)
    /// `UIResponder.keyboardDidHideNotification` (rule B4).
    nonisolated public static let keyboardDidHideNotification = Notification.Name(AppNotification.Name.keyboardDidHide)
    /// `UIResponder.keyboardFrameBeginUserInfoKey`: an `NSValue` of the frame before the animation.
    nonisolated public static let keyboardFrameBeginUserInfoKey = AppNotification.Key.keyboardFrameBegin
    /// `UIResponder.keyboardFrameEndUserInfoKey`: an `NSValue` of the frame after the animation.
    nonisolated public static let keyboardFrameEndUserInfoKey = AppNotification.Key.keyboardFrameEnd
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`: an `NSNumber` of seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = AppNotification.Key.keyboardAnimationDuration
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`: an `NSNumber` of the curve's raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = AppNotification.Key.keyboardAnimationCurve
    /// `UIResponder.keyboardIsLocalUserInfoKey`: an `NSNumber` flag.
    nonisolated public static let keyboardIsLocalUserInfoKey = AppNotification.Key.keyboardIsLocal
}
