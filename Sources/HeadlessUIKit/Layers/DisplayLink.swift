/// Core Animation's `CADisplayLink` (rule H10): once added to the run loop, it calls its
/// handler at every frame of a 60 Hz display on the virtual clock (frames at multiples of
/// 1/60 s), or at every n-th frame for a lower `preferredFramesPerSecond`, until it is
/// paused or invalidated. Each call is traced `<link> tick(<frame>)`, the frame's number
/// (its timestamp times 60).
public final class DisplayLink {
    let runtime: Runtime
    /// The trace name.
    public let name: String
    /// What runs at each frame (the target's selector); dropped by ``invalidate()``.
    private var handler: ((DisplayLink) -> Void)?
    /// The display's refresh interval: 1/60 s (UIKit's `duration`).
    public static let refreshInterval = 1.0 / 60
    /// The time of the frame last delivered (0 before the first).
    public private(set) var timestamp = 0.0
    /// The time of the next frame after the one last delivered (0 before the first).
    public private(set) var targetTimestamp = 0.0
    /// Whether it is in the run loop.
    public private(set) var isAdded = false
    /// Whether ``invalidate()`` was called: it never fires again.
    public private(set) var isInvalidated = false
    private var timer: Int?

    /// A display link of `app`, traced as `name`, calling `handler` at each frame once added.
    public init(app: App, name: String = "CADisplayLink", handler: @escaping (DisplayLink) -> Void) {
        runtime = app.runtime
        self.name = runtime.naming.uniqueName(name)
        self.handler = handler
    }

    /// The app it belongs to, while it exists.
    public var owningApp: App? { runtime.app }

    /// UIKit's `duration`: the time between two frames of the display.
    public var duration: Double { DisplayLink.refreshInterval }

    /// `preferredFramesPerSecond`: 0 (the default) for the display's rate; other values are
    /// rounded to a whole divisor of 60 (every 1, 2, 3... frames), as the display can only skip
    /// whole frames.
    public var preferredFramesPerSecond = 0 {
        didSet { if isAdded, !isPaused { scheduleNext() } }
    }

    /// Seconds between two calls.
    public var interval: Double {
        let fps = preferredFramesPerSecond <= 0 ? 60 : min(60, preferredFramesPerSecond)
        return Double(max(1, Int((60.0 / Double(fps)).rounded()))) / 60
    }

    /// `isPaused`: a paused link skips its frames until it is resumed.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue, isAdded else { return }
            if isPaused { cancel() } else { scheduleNext() }
        }
    }

    /// `add(to:forMode:)`: starts calling the handler at the next frame. Adding it twice, or
    /// after ``invalidate()``, does nothing.
    public func add() {
        guard !isAdded, !isInvalidated else { return }
        isAdded = true
        runtime.displayLinks.append(self)
        if !isPaused { scheduleNext() }
    }

    /// `remove(from:forMode:)` (rule H10): stops calling the handler, which it keeps; adding
    /// it again starts again.
    public func remove() {
        guard isAdded else { return }
        isAdded = false
        cancel()
        runtime.displayLinks.removeAll { $0 === self }
    }

    /// `invalidate()`: stops for ever and releases the handler (UIKit releases the target).
    public func invalidate() {
        isInvalidated = true
        isAdded = false
        handler = nil
        cancel()
        runtime.displayLinks.removeAll { $0 === self }
    }

    private func cancel() {
        if let timer { runtime.cancelTimer(timer) }
        timer = nil
    }

    /// Schedules the call at the next frame boundary of ``interval`` after now.
    private func scheduleNext() {
        cancel()
        let step = interval
        let next = ((runtime.time / step + 1e-9).rounded(.down) + 1) * step
        timer = runtime.schedule(after: max(0, next - runtime.time)) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.fire(at: next)
        }
    }

    private func fire(at frame: Double) {
        guard isAdded, !isPaused, let handler else { return }
        timestamp = frame
        targetTimestamp = frame + interval
        runtime.recorder.record(Callback(.displayLinkFired, .int(Int((frame * 60).rounded()))), subject: name, rule: .H10)
        scheduleNext()
        handler(self)
    }
}
