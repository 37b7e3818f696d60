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
}
