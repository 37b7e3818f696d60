/// UIKit's `UIInterpolatingMotionEffect`: a key path moved between two values along one tilt
/// axis (stored; nothing tilts).
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The key path it changes.
    open var keyPath: String { storedKeyPath }
    /// The axis it follows.
    open var type: UIInterpolatingMotionEffect.EffectType { storedType }
    /// The value at the most negative tilt.
    open var minimumRelativeValue: Any?
    /// The value at the most positive tilt.
    open var maximumRelativeValue: Any?

    private let storedKeyPath: String
    private let storedType: UIInterpolatingMotionEffect.EffectType

    /// An effect moving `keyPath` along the tilt axis `type`.
    public init(keyPath: String, type: UIInterpolatingMotionEffect.EffectType) {
        storedKeyPath = keyPath
        storedType = type
        super.init()
    }

    /// An effect on no key path: the coder is not read.
    public required init?(coder: NSCoder) {
        storedKeyPath = ""
        storedType = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }
}
