import UIKit

/// Slides the card up from the bottom edge when presenting, and back down when dismissing.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let shownFrame = isPresenting ? transitionContext.finalFrame(for: card) : card.view.frame
        let hiddenFrame = shownFrame.offsetBy(dx: 0, dy: containerView.bounds.height - shownFrame.minY)
        if isPresenting {
            card.view.frame = hiddenFrame
            containerView.addSubview(card.view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
            card.view.frame = self.isPresenting ? shownFrame : hiddenFrame
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
