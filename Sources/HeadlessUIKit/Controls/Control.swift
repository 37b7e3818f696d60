/// A view that turns touches into events sent to its targets, as UIKit's `UIControl` (rules
/// G10, G11): states, a dispatch table of target-action pairs and action handlers, and the
/// tracking of one finger.
open class Control: View {
    /// Whether the control takes touches. A disabled control is skipped by hit testing, so
    /// the touch goes to the view behind it (rule G11).
    public var isEnabled = true
    /// Whether the control is selected; kept for the app (a switch's `isOn` is separate).
    public var isSelected = false
    /// Whether the control is highlighted: set while a finger is down within the tracking
    /// area, cleared when it lifts (rule G11); the app may set it too.
    public var isHighlighted = false
    /// Whether a touch is being tracked (between `beginTracking` and the lift or cancel).
    public internal(set) var isTracking = false
    /// Whether the tracked touch is within the tracking area.
    public internal(set) var isTouchInside = false

    /// Rule G11: how far outside its bounds a tracked finger still counts as inside (UIKit's
    /// undocumented margin, observed to be about 70 points).
    public static let trackingMargin = 70.0

    /// The dispatch table, in the order entries were added (rule G10).
    public internal(set) var actions: [ControlAction] = []

    /// A control of `app` at `frame`, enabled, not selected, with no targets.
    public override init(app: App, name: String? = nil, frame: Rect = .zero) {
        super.init(app: app, name: name, frame: frame)
    }

    /// Rule G10: the state: highlighted, disabled and selected as the flags say.
    public var state: ControlState {
        var state = ControlState.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: The dispatch table (rule G10)

    /// Rule G10: adds a target-action pair or a handler. A target-action pair equal to one in
    /// the table (same target object, same selector) adds its events to it; a handler with
    /// the identifier of one in the table replaces it (UIKit uniques actions by identifier).
    public func add(_ entry: ControlAction) {
        switch entry.kind {
        case .targetAction(let selector):
            if let index = actions.firstIndex(where: {
                $0.kind == .targetAction(selector: selector) && $0.hasTarget == entry.hasTarget && $0.target === entry.target
            }) {
                actions[index].events.formUnion(entry.events)
                return
            }
            actions.append(entry)
        case .handler(let identifier):
            if let index = actions.firstIndex(where: { $0.kind == .handler(identifier: identifier) }) {
                actions[index] = entry
            } else {
                actions.append(entry)
            }
        }
    }

    /// Rule G10: UIKit's `removeTarget(_:action:for:)`: the events leave the pairs of
    /// `target` (every target when nil) with `selector` (every selector when nil); a pair left
    /// with no event is removed.
    public func removeTarget(_ target: AnyObject?, selector: String?, for events: ControlEvents) {
        remove(events) { entry in
            guard case .targetAction(let name) = entry.kind else { return false }
            return (target == nil || entry.target === target) && (selector == nil || selector == name)
        }
    }

    /// Rule G10: UIKit's `removeAction(identifiedBy:for:)`.
    public func removeHandler(identifier: String, for events: ControlEvents) {
        remove(events) { $0.kind == .handler(identifier: identifier) }
    }

    private func remove(_ events: ControlEvents, where matches: (ControlAction) -> Bool) {
        for index in actions.indices where matches(actions[index]) {
            actions[index].events.subtract(events)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Every event some entry listens to.
    public var allControlEvents: ControlEvents {
        actions.reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    /// Rule G10: the selectors `target` (an object, or nil for the pairs with a nil target)
    /// has for any of `events`, in order; nil for none.
    public func selectors(forTarget target: AnyObject?, forControlEvent events: ControlEvents) -> [String]? {
        let names = actions.compactMap { entry -> String? in
            guard case .targetAction(let selector) = entry.kind, !entry.events.isDisjoint(with: events),
                  entry.target === target else { return nil }
            return selector
        }
        return names.isEmpty ? nil : names
    }

    /// Rule G10: sends every entry that listens to one of `events` its message, in the order
    /// they were added; each is traced before it runs. The events the tracking sends (rule
    /// G11) come this way too.
    public func sendActions(for events: ControlEvents) {
        // A copy: an action may change the table; what was added before the event is sent.
        for entry in actions where !entry.events.isDisjoint(with: events) && runtime.fault == nil {
            send(entry, for: entry.events.intersection(events))
        }
    }

    /// Rule G10: sends one entry's message, traced `<control> sendAction(selector,target,events)`
    /// or `<control> performAction(identifier,events)`; a selector nobody implements is UIKit's
    /// uncaught `NSInvalidArgumentException`.
    func send(_ entry: ControlAction, for events: ControlEvents) {
        switch entry.kind {
        case .targetAction(let selector):
            runtime.recorder.record(Callback(.sendAction, .string(selector), .string(entry.targetName), .string(events.traceText)),
                                    subject: name, rule: .G10)
            if case .unrecognized(let receiverClass) = entry.perform(self, events) {
                owningApp?.recordUncaughtException(
                    EngineError(name: "NSInvalidArgumentException",
                                reason: "-[\(receiverClass) \(selector)]: unrecognized selector sent to instance", rule: .G10),
                    subject: name)
            }
        case .handler(let identifier):
            runtime.recorder.record(Callback(.performAction, .string(identifier), .string(events.traceText)), subject: name, rule: .G10)
            _ = entry.perform(self, events)
        }
    }

    // MARK: Tracking (rule G11)

    /// Rule G11: a disabled control takes no touch: hit testing passes over it.
    open override func hitTest(_ point: Point) -> View? {
        isEnabled ? super.hitTest(point) : nil
    }

    /// Whether `point`, in the control's coordinates, is within the tracking area: the bounds
    /// grown by ``trackingMargin`` on every side (rule G11).
    public func trackingAreaContains(_ point: Point) -> Bool {
        let margin = Control.trackingMargin
        return point.x >= bounds.minX - margin && point.x < bounds.maxX + margin
            && point.y >= bounds.minY - margin && point.y < bounds.maxY + margin
    }

    /// UIKit's `beginTracking(_:with:)`: whether to track the touch; true by default.
    open func beginTracking(_ touch: Touch) -> Bool { surfaceTracking?.beginTracking(touch) ?? true }
    /// UIKit's `continueTracking(_:with:)`: whether to go on tracking; true by default.
    open func continueTracking(_ touch: Touch) -> Bool { surfaceTracking?.continueTracking(touch) ?? true }
    /// UIKit's `endTracking(_:with:)`: nothing by default.
    open func endTracking(_ touch: Touch) { surfaceTracking?.endTracking(touch) }
    /// UIKit's `cancelTracking(with:)`: nothing by default.
    open func cancelTracking() { surfaceTracking?.cancelTracking() }

    /// The UIKit-shaped control whose overrides of the tracking methods run in their place
    /// (held weakly: the UIKit-shaped control keeps it).
    public weak var surfaceTracking: ControlTrackingSurface?

    /// The events of a finger lifting inside (or outside) the tracking area: `touchUpInside`
    /// (or `touchUpOutside`). A button adds its primary action, a switch turns (rule G12).
    open func touchUpEvents(inside: Bool) -> ControlEvents {
        inside ? .touchUpInside : .touchUpOutside
    }

    /// Called after the touch-up's actions were sent: a momentary segmented control clears its
    /// selection (rule G12). Nothing by default.
    open func touchesEndedActionsSent() {}

    /// Rule G11: the finger comes down: `beginTracking`; tracking, `touchDown` (with
    /// `touchDownRepeat` for a tap count above 1); the control is highlighted.
    open override func touchesBegan(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        isTouchInside = true
        trace(.beginTracking, touch)
        isTracking = beginTracking(touch)
        if isTracking {
            sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        }
        isHighlighted = true
    }

    /// Rule G11: the finger moves: `continueTracking`; still tracking, `touchDragInside` or
    /// `touchDragOutside`, with `touchDragEnter` or `touchDragExit` when it crossed the edge
    /// of the tracking area; highlighted while inside.
    open override func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = trackingAreaContains(touch.location(in: self))
        if isTracking {
            trace(.continueTracking, touch)
            isTracking = continueTracking(touch)
            if isTracking {
                var events: ControlEvents = isTouchInside ? .touchDragInside : .touchDragOutside
                if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
                sendActions(for: events)
            }
        }
        isHighlighted = isTouchInside
    }

    /// Rule G11: the finger lifts: tracking, `endTracking` then the touch-up events of
    /// ``touchUpEvents(inside:)``; the control is no longer highlighted.
    open override func touchesEnded(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        isTouchInside = trackingAreaContains(touch.location(in: self))
        if isTracking {
            trace(.endTracking, touch)
            endTracking(touch)
            isHighlighted = false
            let events = touchUpEvents(inside: isTouchInside)
            if !events.isEmpty { sendActions(for: events) }
            touchesEndedActionsSent()
        }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// Rule G11: the system took the touch (a scroll began, rule G13): `cancelTracking`, then
    /// `touchCancel`.
    open override func touchesCancelled(_ touches: [Touch]) {
        if isTracking {
            runtime.recorder.record(Callback(.cancelTracking), subject: name, rule: .G11)
            cancelTracking()
            sendActions(for: .touchCancel)
        }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    private func trace(_ name: Callback.Name, _ touch: Touch) {
        runtime.recorder.record(Callback(name, .point(touch.location(in: self))), subject: self.name, rule: .G11)
    }
}

/// A UIKit-shaped control (StagehandUIKit's `UIControl`) whose tracking methods an app's
/// subclass overrides: the engine's control calls them, and their base returns UIKit's
/// defaults (rule G11).
public protocol ControlTrackingSurface: AnyObject {
    /// `beginTracking(_:with:)`.
    func beginTracking(_ touch: Touch) -> Bool
    /// `continueTracking(_:with:)`.
    func continueTracking(_ touch: Touch) -> Bool
    /// `endTracking(_:with:)`.
    func endTracking(_ touch: Touch)
    /// `cancelTracking(with:)`.
    func cancelTracking()
}
