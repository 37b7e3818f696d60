extension UIViewController {
    /// The popover presentation controller of a controller presented as a popover: nil, since
    /// Stagehand's device is an iPhone, which shows no popover (rule W8, **choice**: UIKit
    /// makes one for the `.popover` style and adapts it to a full-screen presentation).
    public var popoverPresentationController: UIPopoverPresentationController? { nil }
}
