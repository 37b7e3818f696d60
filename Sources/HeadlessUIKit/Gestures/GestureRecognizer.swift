/// UIKit's `UIGestureRecognizer`: attached to a view, it sees the touches of that view and
/// its subviews before the hit view does (rule G4), moves through UIKit's state machine
/// (``GestureState``, rule G3), sends its actions to its targets on each change (rule G6), and
/// competes with the other recognizers of the touch (rule G7). The kinds are subclasses
/// (rule G8); a Swift subclass overrides the `touches…` methods and sets ``state``.
open class GestureRecognizer: TraceNamed {
    let runtime: Runtime
    /// The name the trace uses (`Name#2` for a second recognizer of the same name).
    public let name: String
    /// The view it is attached to.
    public internal(set) weak var view: View?
    /// The UIKit-shaped object over it (StagehandUIKit's `UIGestureRecognizer`).
    public weak var surface: AnyObject?
    /// Its delegate (`UIGestureRecognizerDelegate`), held weakly as UIKit does.
    public weak var delegate: CallbackReceiver?
    /// Rule G5: a recognized gesture cancels the touches of the view (default true).
    public var cancelsTouchesInView = true
    /// Rule G5: the view's `touchesBegan` waits until the recognizer fails (default false).
    public var delaysTouchesBegan = false
    /// Rule G5: the view's `touchesEnded` waits until the recognizer has decided (default true).
    public var delaysTouchesEnded = true
    /// Rule G4: a disabled recognizer sees no touches; disabling a running one cancels it.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state == .began || state == .changed { setState(.cancelled) }
            else if state == .possible, session != nil { setState(.failed) }
        }
    }

    /// The state (rule G3).
    public private(set) var state: GestureState = .possible
    /// The touches it is tracking now, in the order they came down.
    public internal(set) var touches: [Touch] = []
    /// Target-action pairs, in order of addition (rule G6).
    public private(set) var actions: [GestureAction] = []
    /// The recognizers that must fail before this one may leave `possible` (rule G7).
    private var failureRequirements: [Weak] = []
    /// The touch sequence it takes part in, while one runs.
    weak var session: TouchSession?
    /// A recognition waiting for the recognizers it requires to fail (rule G7).
    var pendingState: GestureState?

    /// A recognizer of `app`, traced as `name` (its class's name when nil).
    public init(app: App, name: String? = nil) {
        runtime = app.runtime
        self.name = runtime.naming.uniqueName(name ?? String(describing: type(of: self)))
    }

    /// A recognizer the engine makes for itself (rule G9).
    init(runtime: Runtime, name: String?) {
        self.runtime = runtime
        self.name = runtime.naming.uniqueName(name ?? String(describing: type(of: self)))
    }

    /// Whether the gesture is discrete (tap, swipe: recognized at once) rather than
    /// continuous (rule G3). Subclasses override it.
    open var isDiscrete: Bool { false }

    /// Rule G15: whether its delegate is its owner's and an app may not set another (a scroll
    /// view's pan: UIKit's header says not to change it).
    public var hasOwnDelegate: Bool { false }

    /// The public kind it is of (rule G15: a scroll view's private pan class is a pan).
    public var publicKind: GestureRecognizer.Type { type(of: self) }

    // MARK: Targets (rule G6)

    /// Adds an action; several may be added, each sent in order of addition. A pair of the
    /// same target and name already added is ignored, as UIKit ignores it (rule G6).
    public func addAction(_ action: GestureAction) {
        if let target = action.target, actions.contains(where: { $0.target == target && $0.name == action.name }) { return }
        actions.append(action)
    }

    /// Removes the actions of `target` (every target for nil) named `name` (every action for nil).
    public func removeActions(target: AnyObject?, name: String?) {
        let id = target.map(ObjectIdentifier.init)
        actions.removeAll { (id == nil || $0.target == id) && (name == nil || $0.name == name) }
    }

    /// Removes the actions `matches` picks.
    public func removeActions(where matches: (GestureAction) -> Bool) { actions.removeAll(where: matches) }

    // MARK: Failure requirements (rule G7)

    /// UIKit's `require(toFail:)`: this recognizer leaves `possible` only once `other` failed.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(Weak(recognizer: other))
    }

    /// The recognizers this one requires to fail, by `require(toFail:)`.
    public var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    // MARK: Touches (rule G4); subclasses override, calling super first.

    /// Touches came down in the view or a subview.
    open func touchesBegan(_ touches: [Touch]) {}
    /// Touches it tracks moved.
    open func touchesMoved(_ touches: [Touch]) {}
    /// Touches it tracks lifted.
    open func touchesEnded(_ touches: [Touch]) {}
    /// Touches it tracks were cancelled.
    open func touchesCancelled(_ touches: [Touch]) {
        if state == .began || state == .changed { setState(.cancelled) }
    }
    /// Back to `possible` at the end of the touch sequence: a subclass clears what it measured.
    open func reset() {}

    /// Delivers a phase of `touches` (rule G4): to the surface when there is one (a Swift
    /// subclass of StagehandUIKit's recognizer may override the `touches…` methods; their base
    /// comes back through ``handleTouches(_:_:)``), else to the `touches…` methods.
    func deliverTouches(_ phase: Touch.Phase, _ touches: [Touch]) {
        if let surface = surface as? GestureRecognizerSurface {
            surface.receiveTouches(phase, touches)
        } else {
            handleTouches(phase, touches)
        }
    }

    /// The recognizer's own handling of a phase: its kind's `touches…` method.
    public final func handleTouches(_ phase: Touch.Phase, _ touches: [Touch]) {
        switch phase {
        case .began: touchesBegan(touches)
        case .moved, .stationary: touchesMoved(touches)
        case .ended: touchesEnded(touches)
        case .cancelled: touchesCancelled(touches)
        }
    }

    /// Whether it may begin when its delegate does not say (rule G7): true, unless the
    /// engine gave it its own check (the navigation controller's pop gesture, rule G9).
    var defaultShouldBegin: (() -> Bool)?

    /// The answer to `gestureRecognizerShouldBegin` without a delegate's (rules G7, G9).
    func shouldBeginByDefault() -> Bool { defaultShouldBegin?() ?? true }

    /// Where the gesture is in `view` (the window for nil): the centroid of its touches, or
    /// of the last ones it tracked.
    open func location(in view: View?) -> Point {
        let points = (touches.isEmpty ? lastTouches : touches).map { $0.location(in: view) }
        guard !points.isEmpty else { return .zero }
        return Point(x: points.map(\.x).reduce(0, +) / Double(points.count),
                     y: points.map(\.y).reduce(0, +) / Double(points.count))
    }

    /// The location of touch `index` in `view` (the window for nil).
    public func location(ofTouch index: Int, in view: View?) -> Point? {
        let all = touches.isEmpty ? lastTouches : touches
        return all.indices.contains(index) ? all[index].location(in: view) : nil
    }

    /// The touches it tracks now (UIKit's `numberOfTouches`).
    public var numberOfTouches: Int { touches.count }

    /// The touches tracked last, kept after they lift for `location(in:)` in the last action.
    public internal(set) var lastTouches: [Touch] = []

    /// The app this recognizer belongs to, while it exists.
    public var owningApp: App? { runtime.app }

    // MARK: The state machine (rule G3)

    /// Moves to `next`, if the state machine allows it: leaving `possible` for a recognition
    /// goes through the arbitration of rule G7 (which may keep it waiting or fail it); every
    /// change is traced and sent to the targets (rule G6). A transition the machine forbids
    /// is ignored with a warning (**choice**: UIKit's reaction is unpublished).
    public func setState(_ next: GestureState) {
        guard state.allows(next, discrete: isDiscrete) else {
            if next != state || next == .began {
                runtime.warn(name, "invalid gesture state transition from \(state.rawValue) to \(next.rawValue); it is ignored.", rule: .G3)
            }
            return
        }
        if state == .possible, next == .began || next == .ended {
            guard let session else { return transition(to: next) }
            session.attemptRecognition(of: self, as: next)
            return
        }
        transition(to: next)
    }

    /// Changes the state without arbitration: traced, then the view's touches cancelled when
    /// it is recognized (rule G5), then the actions sent (rule G6), after that the session
    /// learns of it (rule G7).
    func transition(to next: GestureState) {
        guard state.allows(next, discrete: isDiscrete), runtime.fault == nil else { return }
        state = next
        pendingState = nil
        if next == .possible { return }
        runtime.recorder.record(Callback(.gestureStateChanged, .string(next.rawValue)), subject: name, rule: .G3)
        if next == .began || (next == .ended && isDiscrete) { session?.recognized(self) }
        if next != .failed { sendActions() }
        if next == .failed || next == .cancelled || next == .ended { session?.finished(self) }
    }

    /// Rule G3: a move of a continuous gesture: one under way changes; one still possible runs
    /// `whilePossible`, which may begin or fail it.
    func continuousMove(whilePossible: () -> Void) {
        switch state {
        case .possible: whilePossible()
        case .began, .changed: setState(.changed)
        case .ended, .cancelled, .failed: break
        }
    }

    /// Rule G6: sends every action, in order of addition, the recognizer as the sender.
    func sendActions() {
        for action in actions where runtime.fault == nil {
            runtime.recorder.record(Callback(.gestureAction, .string(action.name)), subject: name, rule: .G6)
            action.perform(self)
        }
    }

    /// Back to `possible`, silently, with ``reset()`` (rule G3).
    func resetToPossible() {
        if state != .possible { transition(to: .possible) }
        pendingState = nil
        lastTouches = touches.isEmpty ? lastTouches : touches
        touches = []
        session = nil
        reset()
        (surface as? GestureRecognizerSurface)?.didReset()
    }

    private struct Weak {
        weak var recognizer: GestureRecognizer?
    }
}
