import Foundation

extension ScenarioRunner {
    /// Files that declare at least this many scenarios run them in forked children when
    /// served to a worker (see ``serve(_:send:)``). Below it, running the file's top level
    /// again in a fresh state costs less than a fork (docs/performance.md has the figures).
    public static let forkingThreshold = 200

    /// Serves one request as a worker process (`stagehand run --worker`) does: sends the plan,
    /// each result the moment it is known, and nothing else (``WorkerMessage``; the caller
    /// sends `done`). Keeps no result: a worker's memory does not grow with its files.
    ///
    /// Every scenario re-runs its file's top level in a fresh state, so a file of n scenarios
    /// costs n top levels of n declarations each. A file of at least ``forkingThreshold``
    /// scenarios instead runs its top level once: its first scenario runs in this process in
    /// a fresh state (which also warms this process's caches for the children), and each
    /// other one in a child process forked from the state that ran the top level and nothing
    /// else (``ScenarioFork``): the state a fresh one reaches by running the file again, so
    /// the results are the same, byte for byte. A child that dies ends this process the same
    /// way, so that the supervisor charges the death to that scenario, as when the scenarios
    /// ran in this process. Where forking is unsafe (this process has other threads) or
    /// impossible, scenarios run in this process.
    public func serve(_ request: WorkerRequest, send: @escaping (WorkerMessage) -> Void) {
        let only = request.only.map(Set.init)
        guard case .success(let source) = TextFile.read(request.file) else {
            _ = run(file: request.file, only: only, observer: Observer(didPlan: { send(.plan($0)) },
                                                                       didRun: { send(.result($0)) }))
            return
        }
        let loaded: Loaded
        switch load(source: source, file: request.file, only: only) {
        case .loaded(let file): loaded = file
        case .failed(let result):
            if let result { send(.result(result)) }
            return
        }
        send(.plan(loaded.plan.map(\.planned)))
        let forking = loaded.discovery.declared.count >= Self.forkingThreshold && ScenarioFork.isSafe
        var discovery: ScenarioEnvironment? = forking ? nil : loaded.discovery
        for (number, entry) in loaded.plan.enumerated() {
            guard forking, number > 0 else {
                send(.result(run(entry, of: loaded, in: discovery)))
                discovery = nil
                continue
            }
            switch ScenarioFork.run({ send(.result(run(entry, of: loaded, in: loaded.discovery))) }) {
            case .finished: continue
            case .died(let ending): ScenarioFork.die(as: ending)
            case .unavailable: send(.result(run(entry, of: loaded, in: nil)))
            }
        }
    }
}
