import HeadlessUIKit

/// UIKit's `UIScreen`: the current app's screen, 375 x 667 pt (an iPhone 8's, the engine's
/// window) at 2x. Its bounds follow the window's size (portrait or landscape, rule E1), as
/// UIKit's are interface-oriented since iOS 8.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The app this screen belongs to.
    nonisolated(unsafe) private let app: App

    private init(app: App) {
        self.app = app
        super.init()
    }

    /// The current app's screen. (Deprecated in iOS 16 in favour of the window scene's
    /// screen, and still everywhere in real code.)
    public class var main: UIScreen { UIScreen(app: CurrentApp.app) }

    /// The screen's bounds in points: the window's.
    open var bounds: CGRect { CGRect(origin: .zero, size: CGRect(app.window.bounds).size) }
    /// Points to pixels: 2, the scale of a 375 x 667 pt iPhone.
    open var scale: CGFloat { 2 }
    /// The physical screen's points to pixels: 2.
    open var nativeScale: CGFloat { 2 }
    /// The screen's bounds in pixels, in portrait: 750 x 1334.
    open var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: min(size.width, size.height) * nativeScale, height: max(size.width, size.height) * nativeScale)
    }

    /// Two screens are equal when they are the same app's.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIScreen)?.app === app }
    /// Hashes the app's identity.
    open override var hash: Int { ObjectIdentifier(app).hashValue }
}

extension UIWindowScene {
    /// The scene's screen: the current app's.
    public var screen: UIScreen { UIScreen.main }
}
