/// An object in the responder chain (UIKit's `UIResponder`): a view or a view controller.
/// A touch goes to the hit view, and each responder's base method passes it to the next
/// one (rule G2).
public protocol Responder: AnyObject {
    /// The responder a touch goes to when this one passes it on, or nil at the end.
    var nextResponder: Responder? { get }
    /// A touch began.
    func touchesBegan(_ touches: [Touch])
    /// A touch moved.
    func touchesMoved(_ touches: [Touch])
    /// A touch lifted.
    func touchesEnded(_ touches: [Touch])
    /// A touch was cancelled.
    func touchesCancelled(_ touches: [Touch])
}

extension View {
    /// Rule G2: the controller whose view this is, else the superview (nil for the window:
    /// Stagehand's chain ends there).
    public var nextResponder: Responder? {
        if let controller = viewController, controller.viewIfLoaded === self { return controller }
        return superview
    }
}

extension ViewController {
    /// Rule G2: the superview of the controller's view.
    public var nextResponder: Responder? { viewIfLoaded?.superview }
}
