/// UIKit's `UIPopoverPresentationControllerDelegate`: a popover's delegate, an adaptive
/// presentation delegate. Stagehand's iPhone shows no popover (rule W8), so none of the
/// popover's own methods (`prepareForPopoverPresentation(_:)` and the others, optional in
/// UIKit) is declared or called: an app's implementations are its own methods.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
