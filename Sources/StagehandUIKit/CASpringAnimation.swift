import Foundation
import HeadlessUIKit

/// Core Animation's `CASpringAnimation` (rules H3, H9): a basic animation whose progress is a
/// damped spring's, in seconds of the animation's duration.
open class CASpringAnimation: CABasicAnimation {
    override class var engineKind: LayerAnimation.Kind { .spring }
    /// The mass (1 by default).
    open var mass: CGFloat {
        get { CGFloat(engineAnimation.mass) }
        set { engineAnimation.mass = Double(newValue) }
    }
    /// The stiffness (100 by default).
    open var stiffness: CGFloat {
        get { CGFloat(engineAnimation.stiffness) }
        set { engineAnimation.stiffness = Double(newValue) }
    }
    /// The damping (10 by default).
    open var damping: CGFloat {
        get { CGFloat(engineAnimation.damping) }
        set { engineAnimation.damping = Double(newValue) }
    }
    /// The initial velocity, towards the end (0 by default).
    open var initialVelocity: CGFloat {
        get { CGFloat(engineAnimation.initialVelocity) }
        set { engineAnimation.initialVelocity = Double(newValue) }
    }
    /// How long the spring takes to come to rest (rule H3).
    open var settlingDuration: CFTimeInterval { engineAnimation.settlingDuration }
}
