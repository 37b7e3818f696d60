import UIKit

/// Stands for a gesture recognizer's delegate as FloatingPanel's router does: it answers
/// `responds(to:)` for its origin and forwards to it the messages it does not implement.
final class GestureRouter: NSObject, UIGestureRecognizerDelegate {
    weak var origin: UIGestureRecognizerDelegate?
    private(set) var asked: [String] = []

    override func responds(to aSelector: Selector!) -> Bool {
        asked.append("responds \(aSelector.description)")
        return origin?.responds(to: aSelector) == true || super.responds(to: aSelector)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        asked.append("forward \(aSelector.description)")
        if origin?.responds(to: aSelector) == true { return origin }
        return super.forwardingTarget(for: aSelector)
    }
}

/// A gesture delegate that refuses to begin.
final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension DrawerController {
    /// What a router answers alone, then routing to a delegate that refuses, for a pan
    /// gesture; and what it was asked.
    func routedAnswers() -> String {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        let router = GestureRouter(), refusing = RefusingDelegate()
        let alone = router.gestureRecognizerShouldBegin(pan)
        router.origin = refusing
        pan.delegate = router
        let routed = pan.delegate?.gestureRecognizerShouldBegin(pan) ?? true
        let simultaneous = router.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pan)
        let named = (router as NSObject).responds(to: Selector("close"))
        return "alone \(alone) routed \(routed) simultaneous \(simultaneous) responds \(named); " + router.asked.joined(separator: ", ")
    }
}
