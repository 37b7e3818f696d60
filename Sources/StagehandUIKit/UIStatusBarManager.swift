import HeadlessUIKit

/// UIKit's `UIStatusBarManager`: where the status bar is, from the window's safe area (rule
/// E3: 20 points on an iPhone without a notch in portrait, none in landscape).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The app whose window it describes.
    private weak var app: App?

    init(app: App?) {
        self.app = app
        super.init()
    }

    /// The status bar's frame in the window: its width, as tall as the safe area's top inset.
    open var statusBarFrame: CGRect { UIStatusBarManager.statusBarFrame(of: app) }
    /// Whether the status bar is hidden: when the safe area leaves nothing at the top.
    open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }

    /// The status bar's frame in `app`'s window (zero without an app).
    static func statusBarFrame(of app: App?) -> CGRect {
        guard let window = app?.window else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
    }
}
