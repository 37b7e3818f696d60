import HeadlessUIKit

/// UIKit's `UITransitionContextViewControllerKey`: which side of a transition
/// `viewController(forKey:)` answers for (rule X3).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the key.
    public let rawValue: String
    /// The key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when it completes.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// UIKit's `UITransitionContextViewKey`: which side of a transition `view(forKey:)`
/// answers for (rule X3).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the key.
    public let rawValue: String
    /// The key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller on screen when the transition starts.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller on screen when it completes.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// UIKit's `UIViewControllerContextTransitioning`: what an animator and an interaction
/// controller are handed (rules X3, X4). `pauseInteractiveTransition()` is not here: the
/// engine does not model pausing an interruptible transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives it now (rule X4).
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presented controller's style for a presentation or a dismissal, `.none` otherwise.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction's progress (rule X4): below 0 counts as 0, above 1 as 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The user completed the gesture (rule X4).
    func finishInteractiveTransition()
    /// The user gave up (rule X4).
    func cancelInteractiveTransition()
    /// The animator is done: `true` completes the transition, `false` cancels it (rule X3).
    func completeTransition(_ didComplete: Bool)
    /// The controller on the side of `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of the controller on the side of `key`, if loaded.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transform to apply to the container's children: the identity (no rotation runs
    /// as a controller transition).
    var targetTransform: CGAffineTransform { get }
    /// The frame of `vc`'s view at the start (rule X3).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end (rule X3).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The context of an engine transition, handed to the app's animators and interaction
/// controllers: one object for the whole transition, which the engine's context keeps until
/// the transition completes (rule X3), so that an animator may hold it weakly, as Hero does.
final class TransitionContextSurface: UIViewControllerContextTransitioning {
    /// The engine's transition context.
    let context: TransitionContext

    private init(_ context: TransitionContext) { self.context = context }

    /// The surface of `context`: its own, made at the first callback.
    static func of(_ context: TransitionContext) -> TransitionContextSurface {
        if let surface = context.surface as? TransitionContextSurface { return surface }
        let surface = TransitionContextSurface(context)
        context.surface = surface
        return surface
    }

    var containerView: UIView { Surfaces.view(context.containerView) }
    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    var transitionWasCancelled: Bool { context.transitionWasCancelled }

    /// The controller presented or dismissed, when the owner presents it.
    private var presented: ViewController? {
        [context.toViewController, context.fromViewController].compactMap { $0 }
            .first { $0 !== context.owner && $0.presentingViewController === context.owner }
    }

    var presentationStyle: UIModalPresentationStyle {
        presented.flatMap { Surfaces.controller($0).presentationController?.presentationStyle } ?? .none
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { context.updateInteractiveTransition(Double(percentComplete)) }
    func finishInteractiveTransition() { context.finishInteractiveTransition() }
    func cancelInteractiveTransition() { context.cancelInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) { context.completeTransition(didComplete) }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        Surfaces.controller(context.viewController(forKey: key == .from ? .from : .to))
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        Surfaces.view(context.view(forKey: key == .from ? .from : .to))
    }

    var targetTransform: CGAffineTransform { .identity }

    /// The `from` controller's view's frame when asked (before the animator moves it), `.zero`
    /// for any other controller, as UIKit's is for the one being presented (**choice**, X3).
    func initialFrame(for vc: UIViewController) -> CGRect {
        guard vc.engineController === context.fromViewController, let view = vc.engineController.viewIfLoaded else { return .zero }
        return CGRect(view.frame)
    }

    /// The `to` controller's: a presented one's presentation controller's
    /// `frameOfPresentedViewInContainerView`, else the container view's bounds; `.zero` for
    /// any other controller (**choice**, X3).
    func finalFrame(for vc: UIViewController) -> CGRect {
        guard vc.engineController === context.toViewController else { return .zero }
        if let presented, presented === vc.engineController, let presentation = vc.presentationController {
            return presentation.frameOfPresentedViewInContainerView
        }
        return CGRect(context.containerView.bounds)
    }
}
