/// What a scenario left under way, said with the call that would finish it: the cause of most
/// "the trace stops short" failures is time that was never advanced.
extension App {
    /// One line per piece of work still under way, in a fixed order: running animations (with
    /// the time left and the `app:advance` that completes them, or the interaction holding
    /// them), controller transitions waiting for their animator or interaction, other timers,
    /// and work queued on the run loop. Empty when the app is quiet.
    public var pendingWork: [String] {
        let now = runtime.time
        var lines: [String] = []
        for animation in runtime.animator.running {
            var views: [String] = []
            for name in animation.changes.compactMap({ $0.view?.name }) where !views.contains(name) { views.append(name) }
            let what = animation.label.map { "the animation of \($0)" }
                ?? (views.isEmpty ? "an animation" : "the animation of \(views.joined(separator: ", "))")
            if let fraction = animation.pausedFraction {
                lines.append("\(what), held at \(Self.percent(fraction)) by an interactive transition: finish or cancel the interaction")
            } else {
                let left = max(0, animation.begin + animation.duration / max(animation.rate, .leastNonzeroMagnitude) - now)
                lines.append("\(what) (\(Self.seconds(animation.duration)) s), \(Self.seconds(left)) s left: app:advance(\(Self.seconds(left))) completes it")
            }
        }
        for context in runtime.activeTransitions where !context.isComplete {
            let between = "from \(context.fromViewController?.name ?? "nil") to \(context.toViewController?.name ?? "nil")"
            if context.isInteractive {
                lines.append("the interactive transition \(between), \(Self.percent(context.percentComplete)) done: its interaction controller must call finish() or cancel()")
            } else if let animator = context.animator {
                lines.append("the transition \(between): its animator \(animator.traceName) must call completeTransition")
            }
        }
        let animationTimers = Set(runtime.animator.running.compactMap(\.timer))
        let timers = runtime.clock.timers.filter { !animationTimers.contains($0.id) }
        if let first = timers.first, let last = timers.last {
            let count = timers.count == 1 ? "1 timer" : "\(timers.count) timers"
            let when = timers.count == 1 ? "due in \(Self.seconds(first.time - now)) s"
                : "the next due in \(Self.seconds(first.time - now)) s, the last in \(Self.seconds(last.time - now)) s"
            lines.append("\(count) (app:after, delayed work), \(when): app:advance(\(Self.seconds(last.time - now))) or app:settle() fires them")
        }
        if runtime.runLoop.hasQueuedWork {
            lines.append("work queued on the run loop (main-queue blocks, layout, deferred appearance ends): app:run() runs it")
        }
        return lines
    }

    /// Seconds as a script would write them, at most six decimals.
    static func seconds(_ value: Double) -> String {
        NumberText.text((max(0, value) * 1_000_000).rounded() / 1_000_000)
    }

    /// A fraction as a whole percentage.
    static func percent(_ fraction: Double) -> String {
        "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }
}
