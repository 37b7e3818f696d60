import Foundation

extension ScenarioRunner {
    /// Files that declare at least this many scenarios run them in forked children when
    /// served to a worker (see ``serve(file:only:forkWidth:emit:)``). Below it, running the file's top
    /// level again in a fresh state costs less than a fork (docs/performance.md has the figures).
    public static let forkingThreshold = 200

    /// How many forked children a worker keeps running for each job it stands for. A child of
    /// a small scenario spends most of its short life being forked, faulting its pages in and
    /// exiting, while the zygote and the worker wait on it: with one child per core the cores
    /// idled a third of the time, with four they stay busy (a 20,000-scenario file on two
    /// cores: 10.5 s with two children at once, 8.3 to 9.0 s with eight; docs/performance.md).
    public static let childrenPerJob = 4

    /// Runs `file` (with `only`, just those positions among its selected scenarios) as a worker
    /// process (`stagehand worker`) does for ``WorkerRequest/run(file:only:)``: emits the plan,
    /// then each result in the file's order the moment it is known, as ``WorkerMessage`` lines
    /// (without their newline), and nothing else (the caller sends `done`). Keeps no result: a
    /// worker's memory does not grow with its files.
    ///
    /// Every scenario re-runs its file's top level in a fresh state, so a file of n scenarios
    /// costs n top levels of n declarations each. A file of at least ``forkingThreshold``
    /// scenarios instead runs its top level once: its first scenario runs in this process in
    /// a fresh state (which also warms this process's caches for the children), and each
    /// other one in a child process forked (through a zygote, ``ScenarioFork/Pipeline``) from
    /// the state that ran the top level and nothing else: the state a fresh one reaches by
    /// running the file again, so the results are the same, byte for byte. Up to `forkWidth` children run at once (the
    /// supervisor gives a width above one when it has cores to spare); their results are still
    /// emitted in the file's order. A child that dies (or the zygote) ends this process the same
    /// way, once the results before it are emitted, so that the supervisor charges the death to that
    /// scenario, as when the scenarios ran in this process. Where forking is unsafe (this
    /// process has other threads) or impossible, scenarios run in this process.
    ///
    /// Before dying for a child or the zygote, it emits ``WorkerMessage/forkDied(_:)``, so
    /// that the supervisor can say which process died and how.
    public func serve(file: String, only: Set<Int>?, forkWidth: Int = 1, emit: @escaping (String) -> Void) {
        guard case .success(let source) = ScenarioFile.read(file) else {
            _ = run(file: file, only: only, observer: Observer(didPlan: { emit(WorkerMessage.plan($0).line) },
                                                               didRun: { emit(WorkerMessage.result($0).line) }))
            return
        }
        let loaded: Loaded
        switch load(source: source, file: file, only: only) {
        case .loaded(let file): loaded = file
        case .failed(let result):
            if let result { emit(WorkerMessage.result(result).line) }
            return
        }
        emit(WorkerMessage.plan(loaded.plan.map(\.planned)).line)
        let forking = loaded.discovery.declared.count >= Self.forkingThreshold && ScenarioFork.isSafe
        var discovery: ScenarioEnvironment? = forking ? nil : loaded.discovery
        // The children's new Lua blocks go on fresh memory, not on pages they share with the
        // zygote (docs/performance.md).
        if forking { loaded.discovery.state.sealAllocator() }
        // Scenario `number`'s result line, run in `environment` (or a fresh state when nil).
        func resultLine(_ number: Int, in environment: ScenarioEnvironment?) -> String {
            WorkerMessage.result(run(loaded.plan[number], of: loaded, in: environment)).line
        }
        var children = ScenarioFork.Pipeline(width: forkWidth) { resultLine($0, in: loaded.discovery) }
        func emitOldest() {
            switch children.finishOldest() {
            case .finished(let line): emit(line)
            case .died(let ending):
                emit(WorkerMessage.forkDied(ForkDeath(process: .child, ending: ending)).line)
                ScenarioFork.die(as: ending)
            case .zygoteDied(let ending):
                emit(WorkerMessage.forkDied(ForkDeath(process: .zygote, ending: ending)).line)
                ScenarioFork.die(as: ending)
            case .notStarted(let number): emit(resultLine(number, in: nil))
            case nil: break
            }
        }
        for number in loaded.plan.indices {
            guard forking, number > 0 else {
                emit(resultLine(number, in: discovery))
                discovery = nil
                continue
            }
            if children.isFull { emitOldest() }
            if !children.start(number) {
                while !children.isEmpty { emitOldest() }
                emit(resultLine(number, in: nil))
            }
        }
        while !children.isEmpty { emitOldest() }
        children.end()
    }
}
