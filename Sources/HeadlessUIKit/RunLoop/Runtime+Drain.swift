/// Rule R1: one run-loop turn is (1) the main-queue blocks present when the turn starts, in
/// order; (2) layout of every view in the window that needs it, parents before children;
/// (3) the commit; (4) the after-commit work, that is the deferred appearance ends of rule A5.
/// Turns repeat until there is no work. Virtual time does not move.
extension Runtime {
    /// At most this many turns in one drain before the engine calls it a runaway.
    static let maxTurns = 10_000
    /// At most this many layouts of one view in one drain before the engine calls it a cycle.
    static let maxLayoutsPerView = 1_000

    var hasRunLoopWork: Bool {
        runLoop.hasQueuedWork || hasConstraintWork || window?.firstViewNeedingLayout() != nil
    }

    /// Drains the run loop at the current virtual time (rule R1).
    func drain() throws(EngineError) {
        var turns = 0
        var layoutCounts: [ObjectIdentifier: Int] = [:]
        while hasRunLoopWork, !isStopped {
            turns += 1
            if turns > Runtime.maxTurns {
                throw EngineError(name: "Stagehand", reason: "the run loop did not settle after \(Runtime.maxTurns) turns: work keeps queueing more work", rule: .R1)
            }
            stats.runLoopTurns += 1
            // (1) main-queue blocks queued before this turn.
            let blocks = runLoop.mainQueue
            runLoop.mainQueue.removeAll()
            for block in blocks {
                if isStopped { return }
                withCause("a block queued on the main queue", block)
            }
            // (2) the constraint pass (rule Y2), the solve (Y3), then layout, parents before children.
            updateConstraintsPass()
            solveConstraints()
            if let window {
                try window.layoutSubtree(counts: &layoutCounts, runtime: self)
            }
            // (3) the commit has nothing to draw headlessly. (4) after-commit work.
            let ends = runLoop.afterCommit
            runLoop.afterCommit.removeAll()
            for end in ends where end.controller.deferredEndToken == end.token {
                if isStopped { return }
                end.controller.deferredEndToken = nil
                withCause("the commit after \(end.controller.name) entered or left the window (\(end.rule))", rule: end.rule) {
                    end.controller.endAppearanceTransition()
                }
            }
        }
    }
}
