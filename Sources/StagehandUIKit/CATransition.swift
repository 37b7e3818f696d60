import HeadlessUIKit

/// Core Animation's `CATransition` (rule H9): added to a layer, it is traced
/// (`<layer> transition(push fromRight)`) and runs its duration; nothing is drawn.
open class CATransition: CAAnimation {
    override class var engineKind: LayerAnimation.Kind { .transition }
    /// The kind of transition.
    open var type: CATransitionType {
        get { CATransitionType(rawValue: engineAnimation.transitionType) }
        set { engineAnimation.transitionType = newValue.rawValue }
    }
    /// Its direction.
    open var subtype: CATransitionSubtype? {
        get { engineAnimation.transitionSubtype.map { CATransitionSubtype(rawValue: $0) } }
        set { engineAnimation.transitionSubtype = newValue?.rawValue }
    }
    /// Where in the transition it starts, 0 to 1 (0 by default). Kept, not drawn: Stagehand
    /// draws nothing (rule H9).
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0 to 1 (1 by default). Kept, not drawn (rule H9).
    open var endProgress: Float = 1

    override func copyStoredValues(to copy: CAAnimation) {
        super.copyStoredValues(to: copy)
        guard let copy = copy as? CATransition else { return }
        (copy.startProgress, copy.endProgress) = (startProgress, endProgress)
    }
}
