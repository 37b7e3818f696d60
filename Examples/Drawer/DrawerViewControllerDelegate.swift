import UIKit

/// What a drawer tells the object that cares about it. Every requirement is optional, and the
/// protocol is main-actor isolated, as UIKit's own delegate protocols are.
@MainActor @objc protocol DrawerViewControllerDelegate: AnyObject {
    /// The user's finger moved the content: `progress` is 0 closed, 1 open.
    @objc optional func drawer(_ drawer: DrawerViewController, didSlideTo progress: CGFloat)
    /// The drawer is about to settle open or closed.
    @objc optional func drawer(_ drawer: DrawerViewController, willSettleOpen isOpen: Bool)
    /// The menu is fully open.
    @objc optional func drawerDidOpen(_ drawer: DrawerViewController)
    /// The menu is fully closed.
    @objc optional func drawerDidClose(_ drawer: DrawerViewController)
}
