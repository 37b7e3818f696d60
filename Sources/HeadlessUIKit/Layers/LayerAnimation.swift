/// A Core Animation animation (rule H9): `CABasicAnimation`, `CASpringAnimation`,
/// `CAKeyframeAnimation` or `CATransition`. Configure it, then add it to a layer: the layer
/// runs a copy, as Core Animation does, on the virtual clock. Explicit animations never change
/// the layer's model values; only its presentation shows them.
public final class LayerAnimation {
    /// The Core Animation class it stands for.
    public enum Kind: String, Sendable, CaseIterable {
        /// `CABasicAnimation`.
        case basic
        /// `CASpringAnimation`.
        case spring
        /// `CAKeyframeAnimation`.
        case keyframe
        /// `CATransition`.
        case transition
    }

    /// `CAMediaTimingFillMode`: what the animation shows outside its active time.
    public enum FillMode: String, Sendable, CaseIterable {
        /// Nothing: the model values (the default).
        case removed
        /// Its end after it ends (with `isRemovedOnCompletion` false).
        case forwards
        /// Its start before it begins.
        case backwards
        /// Both.
        case both
    }

    /// The class.
    public let kind: Kind
    /// The name its delegate's callbacks and its description use.
    public var name: String
    /// The key path of the property it animates (nil for a transition).
    public var keyPath: String?
    /// `fromValue`, `toValue` and `byValue` of a basic or spring animation.
    public var fromValue: AnimatedValue?, toValue: AnimatedValue?, byValue: AnimatedValue?
    /// A keyframe animation's values and their times (fractions; nil spreads them evenly).
    public var values: [AnimatedValue] = []
    /// A keyframe animation's times, one per value, from 0 to 1.
    public var keyTimes: [Double]?
    /// Seconds; 0 takes the transaction's animation duration (0.25 s by default) when added.
    public var duration: Double = 0
    /// When it begins on the virtual clock (`CACurrentMediaTime()` is the clock's time); 0 is
    /// when it is added.
    public var beginTime: Double = 0
    /// The timing curve; nil is linear (rule H2).
    public var timingFunction: CubicBezier?
    /// What it shows outside its active time.
    public var fillMode: FillMode = .removed
    /// Whether the layer drops it when it ends (the default), so that its fill no longer shows.
    public var isRemovedOnCompletion = true
    /// How many times it runs (0 is once; `.infinity` for ever).
    public var repeatCount: Double = 0
    /// Whether each run goes back after going there.
    public var autoreverses = false
    /// A spring animation's parameters (Core Animation's defaults: 1, 100, 10, 0).
    public var mass = 1.0, stiffness = 100.0, damping = 10.0, initialVelocity = 0.0
    /// A transition's type and subtype (`fade`, `push`, `moveIn`, `reveal`; `fromLeft`...).
    public var transitionType = "fade", transitionSubtype: String?
    /// The delegate, told `animationDidStart` and `animationDidStop(finished)`; kept strongly,
    /// as Core Animation does.
    public var delegate: CallbackReceiver?

    // The running copy's state.
    /// The layer running this copy.
    public internal(set) weak var layer: Layer?
    /// The key it runs under.
    public internal(set) var key: String?
    var startTime = 0.0
    var activeDuration = 0.0
    var resolvedFrom: AnimatedValue?
    var resolvedTo: AnimatedValue?
    var spring: SpringMotion?
    var hasStopped = false
    var timers: [Int] = []

    /// A new animation of `kind`, named `name`.
    public init(kind: Kind, name: String = "animation") {
        self.kind = kind
        self.name = name
    }

    /// The spring's settling duration (`CASpringAnimation.settlingDuration`, rule H3).
    public var settlingDuration: Double {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity).settlingDuration
    }

    /// A copy with the same configuration, not added anywhere.
    public func copy() -> LayerAnimation {
        let copy = LayerAnimation(kind: kind, name: name)
        copy.configure(from: self)
        return copy
    }

    /// Takes `other`'s configuration (not its running state): what ``copy()`` copies, into an
    /// animation made by the surface's `copy()` (rule H14).
    public func configure(from other: LayerAnimation) {
        let (copy, source) = (self, other)
        copy.keyPath = source.keyPath
        (copy.fromValue, copy.toValue, copy.byValue) = (source.fromValue, source.toValue, source.byValue)
        (copy.values, copy.keyTimes) = (source.values, source.keyTimes)
        (copy.duration, copy.beginTime, copy.timingFunction) = (source.duration, source.beginTime, source.timingFunction)
        (copy.fillMode, copy.isRemovedOnCompletion) = (source.fillMode, source.isRemovedOnCompletion)
        (copy.repeatCount, copy.autoreverses) = (source.repeatCount, source.autoreverses)
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (source.mass, source.stiffness, source.damping, source.initialVelocity)
        (copy.transitionType, copy.transitionSubtype) = (source.transitionType, source.transitionSubtype)
        copy.delegate = source.delegate
    }

    /// Rule H9: `fromValue`/`toValue`/`byValue` as Core Animation reads them, against
    /// `current` (the layer's presentation value when added): from and to; from and from + by;
    /// to − by and to; from and the current value; the current value and to; the current value
    /// and current + by; with none, the current value throughout.
    func resolve(current: AnimatedValue) {
        func plus(_ a: AnimatedValue, _ b: AnimatedValue, _ sign: Double) -> AnimatedValue {
            guard a.components.count == b.components.count else { return a }
            return AnimatedValue(zip(a.components, b.components).map { $0 + sign * $1 })
        }
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (resolvedFrom, resolvedTo) = (from, to)
        case let (from?, nil, by?): (resolvedFrom, resolvedTo) = (from, plus(from, by, 1))
        case let (nil, to?, by?): (resolvedFrom, resolvedTo) = (plus(to, by, -1), to)
        case let (from?, nil, nil): (resolvedFrom, resolvedTo) = (from, current)
        case let (nil, to?, nil): (resolvedFrom, resolvedTo) = (current, to)
        case let (nil, nil, by?): (resolvedFrom, resolvedTo) = (current, plus(current, by, 1))
        case (nil, nil, nil): (resolvedFrom, resolvedTo) = (current, current)
        }
    }

    /// Rule H9: the value the running copy shows at `time`, or nil when it shows nothing (before
    /// it begins without a backwards fill, after it ends without a forwards one, a transition).
    func value(at time: Double) -> AnimatedValue? {
        guard kind != .transition, duration > 0 else { return nil }
        let local = time - startTime
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = (fillMode == .forwards || fillMode == .both) && !isRemovedOnCompletion
        let fraction: Double
        if local < 0 {
            guard fillsBackwards else { return nil }
            fraction = 0
        } else if local >= activeDuration {
            guard fillsForwards else { return nil }
            fraction = autoreverses ? 0 : 1
        } else {
            let cycle = local / duration
            let run = cycle.rounded(.down)
            var part = cycle - run
            if autoreverses, Int(run.truncatingRemainder(dividingBy: 2)) == 1 { part = 1 - part }
            fraction = part
        }
        return value(atFraction: fraction)
    }

    private func value(atFraction fraction: Double) -> AnimatedValue? {
        switch kind {
        case .transition: return nil
        case .spring:
            guard let from = resolvedFrom, let to = resolvedTo else { return nil }
            let p = fraction >= 1 ? (spring?.progress(at: duration) ?? 1) : (spring?.progress(at: fraction * duration) ?? fraction)
            return from.mixed(with: to, p)
        case .basic:
            guard let from = resolvedFrom, let to = resolvedTo else { return nil }
            return from.mixed(with: to, (timingFunction ?? .linear).progress(fraction))
        case .keyframe:
            guard !values.isEmpty else { return nil }
            if values.count == 1 { return values[0] }
            let p = (timingFunction ?? .linear).progress(fraction)
            let times = (keyTimes?.count == values.count) ? keyTimes ?? [] : values.indices.map { Double($0) / Double(values.count - 1) }
            guard p > times[0] else { return values[0] }
            for index in 1..<values.count where p <= times[index] {
                let span = times[index] - times[index - 1]
                let local = span > 0 ? (p - times[index - 1]) / span : 1
                return values[index - 1].mixed(with: values[index], local)
            }
            return values[values.count - 1]
        }
    }
}
