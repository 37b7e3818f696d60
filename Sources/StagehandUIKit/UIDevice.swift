import HeadlessUIKit

/// UIKit's `UIDevice`: the device the app runs on (rule W8). Stagehand's is an iPhone
/// (**choice**): the `phone` idiom, iOS 17.0, held as the window is (portrait, or
/// `landscapeLeft` when the window is wider than tall: the interface's `landscapeRight`).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The engine's app whose device this is; weak, the app keeps its device.
    private weak var app: App?

    private init(app: App) {
        self.app = app
        super.init()
    }

    /// The current app's device: a new object each time, all equal in what they answer.
    open class var current: UIDevice { UIDevice(app: CurrentApp.app) }

    /// The kind of device: `phone` (rule W8).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// How the device is held: as the window is (rule W8).
    open var orientation: UIDeviceOrientation {
        (app ?? CurrentApp.app).orientation == .portrait ? .portrait : .landscapeLeft
    }
    /// The operating system's name.
    open var systemName: String { "iOS" }
    /// The operating system's version: `17.0` (rule W8).
    open var systemVersion: String { "17.0" }
    /// The model's name.
    open var model: String { "iPhone" }
    /// The device's name.
    open var name: String { "iPhone" }
}
