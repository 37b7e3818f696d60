/// Misuse UIKit allows silently, checked when a scenario ends.
extension App {
    /// Records a `lint:` event about `subject` under `rule`: misuse UIKit allows silently that a
    /// layer on top found (a delegate's method that is never called, rule V4).
    public func lint(_ subject: String, _ message: String, rule: Rule) {
        runtime.lint(subject, message, rule: rule)
    }

    /// Records `lint:` events for what a scenario leaves behind: a child added with
    /// `addChild` that never got `didMoveToParent` (rule C3), and, once the app is quiet (no
    /// queued work, timers or animations), an appearance transition begun and never ended
    /// (rule A3). Returns how many it recorded. (Views added without containment are linted
    /// when they are added, rule C5.) Controllers hosted in reusable cells are checked for
    /// the three classic mistakes of rule U3.
    @discardableResult
    public func lintAtEnd() -> Int {
        let before = runtime.endLints.count
        let quiet = !runtime.runLoop.hasQueuedWork && runtime.clock.timers.isEmpty
            && runtime.animator.running.isEmpty
        for entry in runtime.naming.controllers {
            guard let controller = entry.controller else { continue }
            if controller.isMovingToParent, let parent = controller.parent {
                endLint(controller.name, "added to \(parent.name) with addChild but never sent didMoveToParent(\(parent.name))", rule: .C3)
            }
            if quiet, let pending = controller.pendingTransition {
                let direction = pending.isAppearing ? "true" : "false"
                endLint(controller.name, "beginAppearanceTransition(\(direction)) was never matched by endAppearanceTransition", rule: .A3)
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
                    "the transition \(between) never completed: its animator \(context.animator?.traceName ?? "") never called completeTransition"
                }
                endLint(context.owner.name, message, rule: .X3)
            }
        }
        lintHostedControllers()
        return runtime.endLints.count - before
    }

    /// Rule U3: a cell hosting the views of several controllers (the old row's child left in
    /// a reused cell), one controller given to two cells (the first left empty), and a child
    /// whose view was taken out of its cell but which was never removed from its parent.
    private func lintHostedControllers() {
        let cells = runtime.hostingCells.compactMap(\.cell)
        for cell in cells {
            let hosted = cell.hostedControllers
            if hosted.count > 1 {
                endLint(cell.name, "hosts the views of \(hosted.count) controllers (\(hosted.map(\.name).joined(separator: ", "))): a reused cell kept the child of the row it showed before (remove it in prepareForReuse or didEndDisplayingCell)", rule: .U3)
            }
        }
        for cell in cells {
            guard let row = cell.indexPath, cell.superview is ScrollView, let child = cell.lastHosted,
                  let view = child.viewIfLoaded, !view.isDescendant(of: cell),
                  let other = child.hostCell, other !== cell, view.isDescendant(of: other) else { continue }
            let otherRow = other.indexPath.map { " (row \($0))" } ?? ""
            endLint(child.name, "appears in two cells: \(other.name)\(otherRow) took its view from \(cell.name) (row \(row)), which now shows nothing (one child per row, never shared)", rule: .U3)
        }
        for entry in runtime.naming.controllers {
            guard let child = entry.controller, let cell = child.hostCell, let parent = child.parent,
                  !child.isMovingToParent, child.viewIfLoaded?.superview == nil else { continue }
            endLint(child.name, "was hosted in \(cell.name) and its view removed, but it is still a child of \(parent.name): removeFromParent() was never called", rule: .U3)
        }
    }

    /// Records one end-of-scenario lint, once: a scenario that called ``lintAtEnd()`` itself
    /// (`app:lint()`) does not get the same line again when it ends.
    private func endLint(_ subject: String, _ message: String, rule: Rule) {
        guard runtime.endLints.insert(subject + "\u{0}" + message).inserted else { return }
        runtime.lint(subject, message, rule: rule)
    }

    /// The lint events recorded so far.
    public var lintEvents: [TraceEvent] { trace.events.filter { $0.kind == .lint } }

    /// The "Unable to simultaneously satisfy constraints" warnings recorded so far (rule Y5),
    /// which `--strict` fails on as it does on lint.
    public var brokenLayoutEvents: [TraceEvent] { trace.events.filter { $0.kind == .warning && $0.rule == .Y5 } }
}
