import HeadlessUIKit

/// UIKit's `UIGestureRecognizer` over the engine's (rules G3-G7): attached to a view, it sees
/// the touches of the view and its subviews first, moves through UIKit's state machine and
/// sends its actions to its targets. A subclass overrides the `touches…` methods and sets
/// ``state``, as a custom recognizer does with `UIGestureRecognizerSubclass`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in UIKit's state machine (rule G3).
    public enum State: Int, Sendable {
        /// Not recognized yet.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (a discrete one was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches were not the gesture.
        case failed

        /// A discrete gesture was recognized: the same as ``ended``.
        public static var recognized: State { .ended }

        init(_ state: GestureState) {
            switch state {
            case .possible: self = .possible
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            case .failed: self = .failed
            }
        }

        var engineState: GestureState {
            switch self {
            case .possible: .possible
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }
    }

    /// The engine's recognizer.
    nonisolated(unsafe) public let engineRecognizer: GestureRecognizer

    /// A recognizer of the current app sending `action` to `target` on each change (none when
    /// either is nil), traced under its class's name.
    public init(target: Any?, action: Selector?) {
        engineRecognizer = UIGestureRecognizer.takePendingEngineRecognizer()
            ?? Self.makeEngineRecognizer(app: CurrentApp.app, name: String(describing: Self.self))
        super.init()
        adopt()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without a target.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// The engine recognizer the next `init(target:action:)` adopts instead of making one: how
    /// the surface of a recognizer the engine made (a navigation controller's pop gesture) is
    /// made with UIKit's own initialiser, so that a subclass overriding it inherits `init()`.
    private static var pendingEngineRecognizer: GestureRecognizer?

    /// Takes ``pendingEngineRecognizer``.
    private static func takePendingEngineRecognizer() -> GestureRecognizer? {
        defer { pendingEngineRecognizer = nil }
        return pendingEngineRecognizer
    }

    /// The surface of `recognizer`, made by `make` (UIKit's initialiser) over it.
    static func adopting<R: UIGestureRecognizer>(_ recognizer: GestureRecognizer, _ make: () -> R) -> R {
        pendingEngineRecognizer = recognizer
        defer { pendingEngineRecognizer = nil }
        return make()
    }

    /// The engine recognizer of this class: each kind makes its own.
    class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        GestureRecognizer(app: app, name: name)
    }

    private func adopt() {
        engineRecognizer.surface = self
        CurrentApp.app.keepAlive(self)
    }

    /// The surface of `recognizer`, made on first use.
    static func surface(of recognizer: GestureRecognizer) -> UIGestureRecognizer {
        if let surface = recognizer.surface as? UIGestureRecognizer { return surface }
        switch recognizer {
        case is ScreenEdgePanGestureRecognizer: return adopting(recognizer) { UIScreenEdgePanGestureRecognizer(target: nil, action: nil) }
        case is PanGestureRecognizer: return adopting(recognizer) { UIPanGestureRecognizer(target: nil, action: nil) }
        case is TapGestureRecognizer: return adopting(recognizer) { UITapGestureRecognizer(target: nil, action: nil) }
        case is SwipeGestureRecognizer: return adopting(recognizer) { UISwipeGestureRecognizer(target: nil, action: nil) }
        case is LongPressGestureRecognizer: return adopting(recognizer) { UILongPressGestureRecognizer(target: nil, action: nil) }
        case is PinchGestureRecognizer: return adopting(recognizer) { UIPinchGestureRecognizer(target: nil, action: nil) }
        case is RotationGestureRecognizer: return adopting(recognizer) { UIRotationGestureRecognizer(target: nil, action: nil) }
        default: return adopting(recognizer) { UIGestureRecognizer(target: nil, action: nil) }
        }
    }

    // MARK: Targets (rule G6)

    /// Adds `action` sent to `target` on each change; the target is not retained. A target
    /// without the method is UIKit's "unrecognized selector sent to instance" (rule V3).
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        engineRecognizer.addAction(GestureAction(name: action.name, target: object) { [weak self, weak object] recognizer in
            MainActorBridge.run(recognizer.owningApp, subject: "\(recognizer.name) \(action.name)") {
                guard let self, let object else { return }
                action.deliver(to: object, arguments: [self])    // rule O3: an unknown method raises (V3)
            }
        })
    }

    /// Removes `action` of `target` (every action for nil, every target for a nil target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        engineRecognizer.removeActions(target: target.map { $0 as AnyObject }, name: action?.name)
    }

    // MARK: State and configuration

    /// The state (rule G3); a subclass sets it as UIKit's `UIGestureRecognizerSubclass` allows.
    open var state: UIGestureRecognizer.State {
        get { State(engineRecognizer.state) }
        set { engineRecognizer.setState(newValue.engineState) }
    }

    /// The engine's delegate, telling ``delegate``.
    private lazy var delegateForwarder = DelegateForwarder(owner: self, protocolName: "UIGestureRecognizerDelegate") { [weak self] in
        self?.delegate
    }

    /// The delegate (rules G4, G7); held weakly, as UIKit does. A scroll view's
    /// `panGestureRecognizer` has the scroll view as its delegate when it adopts
    /// `UIGestureRecognizerDelegate` (rule G15); UIKit's header says not to change it, and its
    /// `gestureRecognizerShouldBegin` stays the scroll view's own.
    open weak var delegate: UIGestureRecognizerDelegate? {
        didSet {
            guard !engineRecognizer.hasOwnDelegate else { return }
            engineRecognizer.delegate = delegate == nil ? nil : delegateForwarder
        }
    }

    /// Whether it sees touches (rule G4).
    open var isEnabled: Bool {
        get { engineRecognizer.isEnabled }
        set { engineRecognizer.isEnabled = newValue }
    }
    /// The view it is attached to.
    open var view: UIView? { Surfaces.view(engineRecognizer.view) }
    /// Whether a recognition cancels the view's touches (rule G5); true by default.
    open var cancelsTouchesInView: Bool {
        get { engineRecognizer.cancelsTouchesInView }
        set { engineRecognizer.cancelsTouchesInView = newValue }
    }
    /// Whether the view's `touchesBegan` waits for the recognizer to fail (rule G5).
    open var delaysTouchesBegan: Bool {
        get { engineRecognizer.delaysTouchesBegan }
        set { engineRecognizer.delaysTouchesBegan = newValue }
    }
    /// Whether the view's `touchesEnded` waits for the recognizer to decide (rule G5).
    open var delaysTouchesEnded: Bool {
        get { engineRecognizer.delaysTouchesEnded }
        set { engineRecognizer.delaysTouchesEnded = newValue }
    }
    /// A name for debugging.
    open var name: String?

    /// Leaves `possible` only once `otherGestureRecognizer` failed (rule G7).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        engineRecognizer.require(toFail: otherGestureRecognizer.engineRecognizer)
    }

    /// Where the gesture is in `view` (the window for nil): the centroid of its touches.
    open func location(in view: UIView?) -> CGPoint { CGPoint(engineRecognizer.location(in: view?.engineView)) }

    /// Where touch `touchIndex` is in `view`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        engineRecognizer.location(ofTouch: touchIndex, in: view?.engineView).map { CGPoint($0) } ?? .zero
    }

    /// The touches it tracks.
    open var numberOfTouches: Int { engineRecognizer.numberOfTouches }

    // MARK: For subclasses (UIGestureRecognizerSubclass)

    /// Back to `possible` after a gesture: clear what was measured. The base does nothing.
    open func reset() {}
    /// Touches began; the base runs the kind's own recognition.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { base(.began, touches) }
    /// Touches moved; the base runs the kind's own recognition.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { base(.moved, touches) }
    /// Touches ended; the base runs the kind's own recognition.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { base(.ended, touches) }
    /// Touches were cancelled; the base runs the kind's own recognition.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { base(.cancelled, touches) }

    private func base(_ phase: Touch.Phase, _ touches: Set<UITouch>) {
        engineRecognizer.handleTouches(phase, Self.ordered(touches, as: engineRecognizer.touches + engineRecognizer.lastTouches))
    }

    /// `touches` as engine touches, in the order the recognizer has them (sets have none).
    private static func ordered(_ touches: Set<UITouch>, as known: [Touch]) -> [Touch] {
        let wanted = touches.map(\.engineTouch)
        var result = known.filter { touch in wanted.contains { $0 === touch } }
        for touch in wanted where !result.contains(where: { $0 === touch }) { result.append(touch) }
        return result
    }
}

extension UIGestureRecognizer: GestureRecognizerSurface {
    /// The engine's phase reaches the `touches…` methods an app's subclass may override.
    nonisolated package func receiveTouches(_ phase: Touch.Phase, _ touches: [Touch]) {
        let recognizer = engineRecognizer
        nonisolated(unsafe) let touches = touches    // made and used on this thread (MainActorBridge)
        MainActorBridge.run(recognizer.owningApp, subject: "\(recognizer.name) touches\(phase)") {
            let surfaces = Set(touches.map(UITouch.surface(of:)))
            let event = UIEvent(touches: surfaces)
            switch phase {
            case .began: touchesBegan(surfaces, with: event)
            case .moved, .stationary: touchesMoved(surfaces, with: event)
            case .ended: touchesEnded(surfaces, with: event)
            case .cancelled: touchesCancelled(surfaces, with: event)
            }
        }
    }

    /// The engine reset the recognizer: UIKit's `reset()`.
    nonisolated package func didReset() {
        MainActorBridge.run(engineRecognizer.owningApp, subject: "\(engineRecognizer.name) reset") { reset() }
    }
}
