import Foundation
import HeadlessUIKit

/// Core Animation's `CAAnimation` (rule H9): the timing every animation has. Configure it, then
/// add it to a layer with `CALayer.add(_:forKey:)`, which runs a copy on the virtual clock.
open class CAAnimation {
    /// The engine's configuration.
    public let engineAnimation: LayerAnimation
    private var storedTimingFunction: CAMediaTimingFunction?
    private var delegateForwarder: AnimationDelegateForwarder?

    /// The engine kind of this class.
    class var engineKind: LayerAnimation.Kind { .basic }

    /// A new animation.
    public required init() {
        engineAnimation = LayerAnimation(kind: Self.engineKind, name: String(describing: Self.self))
    }

    /// The surface of an engine animation (a running copy, as `animation(forKey:)` gives).
    init(engine: LayerAnimation) {
        engineAnimation = engine
    }

    /// The surface of `engine` of its kind's class.
    static func surface(of engine: LayerAnimation) -> CAAnimation {
        switch engine.kind {
        case .basic: CABasicAnimation(engine: engine)
        case .spring: CASpringAnimation(engine: engine)
        case .keyframe: CAKeyframeAnimation(engine: engine)
        case .transition: CATransition(engine: engine)
        }
    }

    /// Seconds; 0 takes the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval {
        get { engineAnimation.duration }
        set { engineAnimation.duration = newValue.isFinite ? max(0, newValue) : 0 }
    }
    /// When it begins (`CACurrentMediaTime() + delay`); 0 is when it is added.
    open var beginTime: CFTimeInterval {
        get { engineAnimation.beginTime }
        set { engineAnimation.beginTime = newValue.isFinite ? newValue : 0 }
    }
    /// The timing curve; nil is linear (rule H2).
    open var timingFunction: CAMediaTimingFunction? {
        get { storedTimingFunction }
        set {
            storedTimingFunction = newValue
            engineAnimation.timingFunction = newValue?.curve
        }
    }
    /// What it shows outside its active time.
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: engineAnimation.fillMode.rawValue) }
        set { engineAnimation.fillMode = newValue.engine }
    }
    /// Whether the layer drops it when it ends (the default).
    open var isRemovedOnCompletion: Bool {
        get { engineAnimation.isRemovedOnCompletion }
        set { engineAnimation.isRemovedOnCompletion = newValue }
    }
    /// How many times it runs (0 is once; `.infinity` for ever).
    open var repeatCount: Float {
        get { Float(engineAnimation.repeatCount) }
        set { engineAnimation.repeatCount = newValue.isNaN ? 0 : Double(max(0, newValue)) }
    }
    /// Whether each run goes back after going there.
    open var autoreverses: Bool {
        get { engineAnimation.autoreverses }
        set { engineAnimation.autoreverses = newValue }
    }
    /// The speed (stored; Stagehand runs every animation at 1).
    open var speed: Float = 1
    /// The time offset (stored).
    open var timeOffset: CFTimeInterval = 0
    /// A copy (rule H14): a new animation of the same class with the same configuration and
    /// delegate, not added to any layer. A subclass's own stored properties are not copied.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.engineAnimation.configure(from: engineAnimation)
        copy.storedTimingFunction = storedTimingFunction
        (copy.speed, copy.timeOffset) = (speed, timeOffset)
        copy.delegate = delegate
        copyStoredValues(to: copy)
        return copy
    }

    /// Copies what a class keeps beside the engine's configuration (rule H14); each class
    /// with such values overrides it and calls `super`.
    func copyStoredValues(to copy: CAAnimation) {}

    /// The delegate, kept strongly as Core Animation does; told when the animation starts
    /// and stops (rule H9).
    open var delegate: CAAnimationDelegate? {
        get { delegateForwarder?.delegate }
        set {
            delegateForwarder = newValue.map { AnimationDelegateForwarder(delegate: $0, animation: self) }
            engineAnimation.delegate = delegateForwarder
        }
    }
}

/// The engine's receiver of a ``CAAnimation``'s delegate callbacks (rule H9): it passes them to
/// the app's delegate through ``UIKitCallbacks/deliver(_:to:)``.
final class AnimationDelegateForwarder: CallbackReceiver {
    /// The app's delegate, kept strongly as Core Animation keeps it.
    let delegate: CAAnimationDelegate
    /// The animation whose delegate it is.
    weak var animation: CAAnimation?

    init(delegate: CAAnimationDelegate, animation: CAAnimation) {
        self.delegate = delegate
        self.animation = animation
    }

    var traceName: String { String(describing: type(of: delegate)) }

    /// Every callback is sent: Swift cannot tell which optional methods the delegate has.
    func implements(_ callback: Callback.Name) -> Bool { true }

    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        // Both stay on this thread, the main one, where the bridge runs the delivery.
        nonisolated(unsafe) let (forwarder, callback) = (self, callback)
        return MainActorBridge.run(nil, subject: "\(traceName) \(callback.name.rawValue)") {
            UIKitCallbacks.deliver(callback, to: forwarder)
        }.flatMap { $0 } ?? .nothing
    }
}
