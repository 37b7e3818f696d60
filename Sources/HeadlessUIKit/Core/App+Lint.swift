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
        return count
    }

    /// The lint events recorded so far.
    public var lintEvents: [TraceEvent] { trace.events.filter { $0.kind == .lint } }
}
