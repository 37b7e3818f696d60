/// Misuse UIKit allows silently, checked when a scenario ends.
extension App {
    /// Records `lint:` events for what a scenario leaves behind: a child added with
    /// `addChild` that never got `didMoveToParent` (rule C3), and, once the app is quiet (no
    /// queued work, timers or animations), an appearance transition begun and never ended
    /// (rule A3). Returns how many it recorded. (Views added without containment are linted
    /// when they are added, rule C5.)
    @discardableResult
    public func lintAtEnd() -> Int {
        var count = 0
        let quiet = !runtime.runLoop.hasQueuedWork && runtime.clock.timers.isEmpty
            && runtime.animator.running.isEmpty
        for entry in runtime.naming.controllers {
            guard let controller = entry.controller else { continue }
            if controller.isMovingToParent, let parent = controller.parent {
                runtime.lint(controller.name, "added to \(parent.name) with addChild but never sent didMoveToParent(\(parent.name))", rule: .C3)
                count += 1
            }
            if quiet, let pending = controller.pendingTransition {
                let direction = pending.isAppearing ? "true" : "false"
                runtime.lint(controller.name, "beginAppearanceTransition(\(direction)) was never matched by endAppearanceTransition", rule: .A3)
                count += 1
            }
        }
        // Rule X3: a controller transition whose animator never called completeTransition
        // stays pending, as in UIKit; once nothing is left to run, the lint says so.
        if !runtime.runLoop.hasQueuedWork && runtime.clock.timers.isEmpty {
            for context in runtime.activeTransitions {
                let between = "from \(context.fromViewController?.name ?? "nil") to \(context.toViewController?.name ?? "nil")"
                let message = if context.isInteractive {
                    "the interactive transition \(between) never ended: its interaction controller \(context.interactor?.traceName ?? "") never called finish or cancel"
                } else {
                    "the transition \(between) never completed: its animator \(context.animator.animatorName ?? "") never called completeTransition"
                }
                runtime.lint(context.owner.name, message, rule: .X3)
                count += 1
            }
        }
        return count
    }

    /// The lint events recorded so far.
    public var lintEvents: [TraceEvent] { trace.events.filter { $0.kind == .lint } }
}
