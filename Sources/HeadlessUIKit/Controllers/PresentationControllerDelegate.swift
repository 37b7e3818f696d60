/// What a presentation controller tells its delegate about a dismissal the user starts
/// (UIKit's `UIAdaptivePresentationControllerDelegate`, rule S9). UIKit passes the
/// presentation controller; Stagehand passes the presented controller.
///
/// Every method is optional in UIKit: ``implements(_:)`` says which ones this delegate has,
/// and only those are asked and traced.
public protocol PresentationControllerDelegate: AnyObject {
    /// The name the trace uses for the delegate's calls.
    var traceName: String { get }
    /// Whether the delegate implements the callback (UIKit's `respondsToSelector:`).
    func implements(_ callback: Callback.Name) -> Bool
    /// Whether the user may dismiss `presented` (default true).
    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool
    /// The user's dismissal of `presented` begins.
    func presentationControllerWillDismiss(_ presented: ViewController)
    /// The user dismissed `presented`.
    func presentationControllerDidDismiss(_ presented: ViewController)
    /// The user tried to dismiss `presented`, and was refused.
    func presentationControllerDidAttemptToDismiss(_ presented: ViewController)
}

extension PresentationControllerDelegate {
    /// By default a delegate implements every method.
    public func implements(_ callback: Callback.Name) -> Bool { true }
    /// By default the user may dismiss.
    public func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool { true }
    /// Does nothing by default.
    public func presentationControllerWillDismiss(_ presented: ViewController) {}
    /// Does nothing by default.
    public func presentationControllerDidDismiss(_ presented: ViewController) {}
    /// Does nothing by default.
    public func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {}
}
