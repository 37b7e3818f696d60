import HeadlessUIKit

/// Rule G15: the engine's delegate of a scroll view's pan when the scroll view (an app's
/// subclass) adopts `UIGestureRecognizerDelegate`: UIKit makes the scroll view its pan's
/// delegate, so the subclass's `shouldRecognizeSimultaneouslyWith`, failure requirements and
/// `shouldReceive` answer for it. `gestureRecognizerShouldBegin` stays the scroll view's own
/// (the axis and content-touch test): it is not asked of the subclass.
final class ScrollPanDelegate: CallbackReceiver {
    /// Passes the questions to the pan's surface's delegate, the scroll view.
    private let forwarder: DelegateForwarder

    init(pan: UIPanGestureRecognizer) {
        forwarder = DelegateForwarder(owner: pan, protocolName: "UIGestureRecognizerDelegate") { [weak pan] in pan?.delegate }
    }

    var traceName: String { forwarder.traceName }

    func implements(_ callback: Callback.Name) -> Bool {
        callback != .gestureRecognizerShouldBegin && forwarder.implements(callback)
    }

    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        forwarder.receive(callback, from: sender)
    }
}
