import Foundation

/// A delegate that implements the optional slide requirement, in a file that imports only
/// Foundation (UIKit came with a CocoaPods umbrella header).
final class MenuCoordinator: NSObject, DrawerControllerDelegate {
    private(set) var events: [String] = []

    func drawerDidOpen(_ drawer: DrawerController) {
        events.append("didOpen")
    }

    func drawer(_ drawer: DrawerController, willSlideTo offset: CGFloat) {
        events.append("willSlideTo \(Int(offset))")
    }
}

/// A delegate that prefers dimming and implements no optional method.
final class DimmingDelegate: NSObject, DrawerControllerDelegate {
    var prefersDimming: Bool { true }

    func drawerDidOpen(_ drawer: DrawerController) {}
}
