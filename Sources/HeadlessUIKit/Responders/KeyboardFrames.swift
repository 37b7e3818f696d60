/// The keyboard's frames in screen coordinates and its notifications' user info (rule B4).
struct KeyboardFrames {
    /// Rule B4 (**choice**): the height of an iPhone keyboard without its suggestion bar:
    /// 216 pt in portrait, 162 pt in landscape.
    static func height(for screen: Rect) -> Double { screen.size.height >= screen.size.width ? 216 : 162 }

    /// On screen: along the bottom edge, the screen's width.
    let shown: Rect
    /// Off screen, just below the bottom edge: where a show begins and a hide ends.
    let hidden: Rect

    init(screen: Rect) {
        let height = Self.height(for: screen)
        shown = Rect(x: 0, y: screen.size.height - height, width: screen.size.width, height: height)
        hidden = Rect(x: 0, y: screen.size.height, width: screen.size.width, height: height)
    }

    /// The user info of a keyboard notification: the frames, the animation's duration (0.25 s)
    /// and curve (7, the keyboard's own), and that the keyboard is this app's.
    static func userInfo(begin: Rect, end: Rect) -> [String: AppNotification.Value] {
        [AppNotification.Key.keyboardFrameBegin: .rect(begin),
         AppNotification.Key.keyboardFrameEnd: .rect(end),
         AppNotification.Key.keyboardAnimationDuration: .number(Runtime.keyboardAnimationDuration),
         AppNotification.Key.keyboardAnimationCurve: .number(7),
         AppNotification.Key.keyboardIsLocal: .bool(true)]
    }

    /// UIKit's name of the keyboard notification the registry calls `callback`.
    static func notificationName(_ callback: Callback.Name) -> String {
        switch callback {
        case .keyboardWillShow: AppNotification.Name.keyboardWillShow
        case .keyboardDidShow: AppNotification.Name.keyboardDidShow
        case .keyboardWillHide: AppNotification.Name.keyboardWillHide
        default: AppNotification.Name.keyboardDidHide
        }
    }
}
