/// UIKit's `UIPopoverPresentationControllerDelegate`: a popover's delegate, an adaptive
/// presentation delegate (rule W8: Stagehand's iPhone shows no popover, so none of its own
/// methods is called). Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}
