/// UIKit's `UIMotionEffectGroup`: motion effects applied together (stored; nothing tilts).
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?
}
