/// One notification a ``AppNotificationCenter`` delivers (Foundation's `Notification`): its
/// name as UIKit spells it (`"UIKeyboardWillShowNotification"`), the object that posted it,
/// and its user info (rule B3).
public struct AppNotification {
    /// The name, UIKit's raw string.
    public let name: String
    /// The object that posted it: the app for the app's and the scene's notifications (the
    /// engine's one scene is the app), nil for the keyboard's, as in UIKit.
    public let object: AnyObject?
    /// The user info. Read it by key; iterate it through ``sortedUserInfo`` so that no
    /// dictionary order reaches a trace or a script.
    public let userInfo: [String: Value]

    /// The notification `name` from `object` with `userInfo`.
    public init(name: String, object: AnyObject? = nil, userInfo: [String: Value] = [:]) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }

    /// The user info's entries in the order of their keys.
    public var sortedUserInfo: [(key: String, value: Value)] {
        userInfo.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// A value of a user info dictionary.
    public enum Value {
        /// A number: a duration, an animation curve.
        case number(Double)
        /// A flag: `UIKeyboardIsLocalUserInfoKey`.
        case bool(Bool)
        /// A string.
        case string(String)
        /// A rectangle: a keyboard's frame.
        case rect(Rect)
        /// Any object (a script's controller or view).
        case object(AnyObject)
    }
}

extension AppNotification {
    /// UIKit's notification names, as the raw strings `NSNotification.Name` holds.
    public enum Name {
        /// `UIApplication.willResignActiveNotification`.
        public static let applicationWillResignActive = "UIApplicationWillResignActiveNotification"
        /// `UIApplication.didEnterBackgroundNotification`.
        public static let applicationDidEnterBackground = "UIApplicationDidEnterBackgroundNotification"
        /// `UIApplication.willEnterForegroundNotification`.
        public static let applicationWillEnterForeground = "UIApplicationWillEnterForegroundNotification"
        /// `UIApplication.didBecomeActiveNotification`.
        public static let applicationDidBecomeActive = "UIApplicationDidBecomeActiveNotification"
        /// `UIApplication.didReceiveMemoryWarningNotification`.
        public static let applicationDidReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
        /// `UIScene.willDeactivateNotification`.
        public static let sceneWillDeactivate = "UISceneWillDeactivateNotification"
        /// `UIScene.didEnterBackgroundNotification`.
        public static let sceneDidEnterBackground = "UISceneDidEnterBackgroundNotification"
        /// `UIScene.willEnterForegroundNotification`.
        public static let sceneWillEnterForeground = "UISceneWillEnterForegroundNotification"
        /// `UIScene.didActivateNotification`.
        public static let sceneDidActivate = "UISceneDidActivateNotification"
        /// `UIResponder.keyboardWillShowNotification`.
        public static let keyboardWillShow = "UIKeyboardWillShowNotification"
        /// `UIResponder.keyboardDidShowNotification`.
        public static let keyboardDidShow = "UIKeyboardDidShowNotification"
        /// `UIResponder.keyboardWillHideNotification`.
        public static let keyboardWillHide = "UIKeyboardWillHideNotification"
        /// `UIResponder.keyboardDidHideNotification`.
        public static let keyboardDidHide = "UIKeyboardDidHideNotification"
    }

    /// UIKit's keys of the keyboard notifications' user info (rule B4).
    public enum Key {
        /// `UIResponder.keyboardFrameBeginUserInfoKey`: the frame before the animation.
        public static let keyboardFrameBegin = "UIKeyboardFrameBeginUserInfoKey"
        /// `UIResponder.keyboardFrameEndUserInfoKey`: the frame after the animation.
        public static let keyboardFrameEnd = "UIKeyboardFrameEndUserInfoKey"
        /// `UIResponder.keyboardAnimationDurationUserInfoKey`: seconds.
        public static let keyboardAnimationDuration = "UIKeyboardAnimationDurationUserInfoKey"
        /// `UIResponder.keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value.
        public static let keyboardAnimationCurve = "UIKeyboardAnimationCurveUserInfoKey"
        /// `UIResponder.keyboardIsLocalUserInfoKey`: whether this app brought the keyboard up.
        public static let keyboardIsLocal = "UIKeyboardIsLocalUserInfoKey"
    }
}
