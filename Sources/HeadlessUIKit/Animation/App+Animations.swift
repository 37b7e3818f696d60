/// The view animation calls of rules H5 and H6, and Core Animation's transactions (rule H8).
extension App {
    /// Rule H6: `UIView.performWithoutAnimation`: `body`'s changes are not animated.
    public func performWithoutAnimation(_ body: () -> Void) { runtime.performWithoutAnimation(body) }

    /// Rule W11: `UIView.setAnimationsEnabled`/`areAnimationsEnabled`: while false, every
    /// change is made at once, as inside `performWithoutAnimation`.
    public var areAnimationsEnabled: Bool {
        get { runtime.animator.animationsEnabled }
        set { runtime.animator.animationsEnabled = newValue }
    }

    /// Rule H5: `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public func animateKeyframes(duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
                                 options: AnimationFlags = AnimationFlags(),
                                 animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        runtime.animateKeyframes(duration: duration, delay: delay, curve: curve, options: options,
                                 animations: animations, completion: completion)
    }

    /// Rule H5: `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public func addKeyframe(relativeStart: Double, relativeDuration: Double, animations: () -> Void) {
        runtime.addKeyframe(relativeStart: relativeStart, relativeDuration: relativeDuration, animations: animations)
    }

    /// Rule H5: `UIView.transition(with:duration:options:animations:completion:)`.
    public func transition(with view: View, duration: Double, kind: String, animations: (() -> Void)?,
                           completion: ((Bool) -> Void)? = nil) {
        runtime.transition(with: view, duration: duration, kind: kind, animations: animations, completion: completion)
    }

    /// Rule H5: `UIView.transition(from:to:duration:options:completion:)`.
    public func transition(from: View, to: View, duration: Double, kind: String, showHideTransitionViews: Bool = false,
                           completion: ((Bool) -> Void)? = nil) throws(EngineError) {
        try runtime.transition(from: from, to: to, duration: duration, kind: kind, showHide: showHideTransitionViews,
                               completion: completion)
    }

    /// Property animators that are active or stopped (rule H1).
    public var activePropertyAnimators: [PropertyAnimator] { runtime.animator.propertyAnimators }

    /// Display links in the run loop (rule H10).
    public var displayLinks: [DisplayLink] { runtime.displayLinks }

    // MARK: CATransaction (rule H8)

    /// `CATransaction.begin()`.
    public func beginTransaction() { runtime.transactions.begin() }
    /// `CATransaction.commit()`; without an open transaction, Core Animation's warning.
    public func commitTransaction() {
        if !runtime.transactions.commit() {
            runtime.warn("CATransaction", "commit called without a matching begin", rule: .H8)
        }
    }
    /// `CATransaction.flush()`: commits the implicit transaction now.
    public func flushTransaction() { runtime.transactions.flush() }
    /// `CATransaction.setAnimationDuration(_:)`.
    public func setTransactionAnimationDuration(_ seconds: Double) {
        runtime.transactions.current.animationDuration = seconds.isFinite ? max(0, seconds) : nil
    }
    /// `CATransaction.animationDuration()`: 0.25 s unless a transaction sets it.
    public var transactionAnimationDuration: Double { runtime.transactions.animationDuration }
    /// `CATransaction.setDisableActions(_:)`.
    public func setTransactionDisableActions(_ flag: Bool) { runtime.transactions.current.disableActions = flag }
    /// `CATransaction.disableActions()`.
    public var transactionDisablesActions: Bool { runtime.transactions.disableActions }
    /// `CATransaction.setCompletionBlock(_:)`: replaces the current transaction's block.
    public func setTransactionCompletionBlock(_ block: (() -> Void)?) { runtime.transactions.current.completion = block }
}
