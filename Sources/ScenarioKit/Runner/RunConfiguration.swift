/// Everything a run of scenarios is asked to do, as one value: `stagehand run` parses its
/// options (and the environment variables it honours) into one, and ``SuiteRunner`` plans,
/// runs and repeats the run from it alone.
public struct RunConfiguration: Sendable {
    /// The scenario files and folders (a folder is searched recursively for `.lua` files).
    public var paths: [String]
    /// How every scenario runs and which ones are selected: the filter, the tags, the limits,
    /// the seed, the record mode, strictness and whether `scenario.only` is refused. Each
    /// worker process is sent it (``WorkerConfiguration``).
    public var runner: ScenarioRunner
    /// The shard to run; nil runs the whole suite.
    public var shard: Shard?
    /// Whether only the scenarios the previous run did not pass run, as ``LastFailed`` lists
    /// them; every selected scenario when it lists none.
    public var lastFailed: Bool
    /// How many times the selected scenarios run.
    public var repetitions: Int
    /// Whether the repetitions stop after the first in which a scenario fails.
    public var untilFailure: Bool
    /// How many files run at once.
    public var jobs: Int
    /// Whether the scenarios run in this process instead of in worker processes
    /// (``IsolatedRunner``): a little faster to start, but a scenario that crashes the process
    /// ends the whole run, and nothing stops a scenario stuck in a library call.
    public var inProcess: Bool
    /// The wall-clock time a worker may spend on one scenario (``IsolatedRunner/timeout``);
    /// nil for no limit.
    public var timeout: Duration?
    /// How long the whole run may take, counted from when its scenarios start; then it is
    /// interrupted with ``Interruption/deadlineReason(seconds:)``. Nil for no limit.
    public var deadline: Duration?

    /// A configuration; what is left out runs every scenario under `scenarios` once, with
    /// `ScenarioRunner()`, one file at a time, in worker processes, without a clock.
    public init(paths: [String] = ["scenarios"], runner: ScenarioRunner = ScenarioRunner(), shard: Shard? = nil,
                lastFailed: Bool = false, repetitions: Int = 1, untilFailure: Bool = false, jobs: Int = 1,
                inProcess: Bool = false, timeout: Duration? = nil, deadline: Duration? = nil) {
        self.paths = paths
        self.runner = runner
        self.shard = shard
        self.lastFailed = lastFailed
        self.repetitions = repetitions
        self.untilFailure = untilFailure
        self.jobs = jobs
        self.inProcess = inProcess
        self.timeout = timeout
        self.deadline = deadline
    }
}
