import UIKit
import CoreGraphics

/// Asks how wide the drawer opens, as FloatingPanel asks its delegate for a layout: one
/// optional requirement overloaded by the parameter's type, for a trait collection and for a
/// size, each with its Objective-C name.
@objc protocol DrawerSizingDelegate: AnyObject {
    @objc(drawer:widthForTraitCollection:) optional
    func drawer(_ drawer: DrawerController, widthFor traitCollection: UITraitCollection) -> CGFloat

    @objc(drawer:widthForSize:) optional
    func drawer(_ drawer: DrawerController, widthFor size: CGSize) -> CGFloat
}

/// Answers for sizes only.
final class SizeSizing: NSObject, DrawerSizingDelegate {
    func drawer(_ drawer: DrawerController, widthFor size: CGSize) -> CGFloat { size.width * 0.8 }
}

/// Answers for trait collections only.
final class TraitSizing: NSObject, DrawerSizingDelegate {
    func drawer(_ drawer: DrawerController, widthFor traitCollection: UITraitCollection) -> CGFloat {
        traitCollection.horizontalSizeClass == .compact ? 300 : 400
    }
}

extension DrawerController {
    /// The widths `sizing` gives for the drawer's traits and size (nil where it has no
    /// answer), and a spring's damping computed with Core Graphics' `log`.
    func widths(from sizing: DrawerSizingDelegate?) -> String {
        let forTraits = sizing?.drawer?(self, widthFor: traitCollection)
        let forSize = sizing?.drawer?(self, widthFor: view.bounds.size)
        let damping = CoreGraphics.log(CGFloat(0.998)) / (-4 * .pi * 0.001)
        let host: UIKit.UIView = view
        return "traits \(forTraits.map { "\($0)" } ?? "nil") size \(forSize.map { "\($0)" } ?? "nil")"
            + " damping \((damping * 1000).rounded() / 1000) host \(host === view)"
    }
}
