import Foundation

/// UIKit's `UIPopoverPresentationController`: what presents a controller as a popover, on an
/// iPad. Stagehand's device is an iPhone (rule W8): a controller's
/// `popoverPresentationController` is nil, so this is made only by an app's own code, which
/// may set its source (its delegate is the presentation controller's `delegate`).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
}
