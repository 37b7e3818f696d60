/// How a worker runs every file it is given (``WorkerRequest/configure(_:)``): the
/// supervisor's runner, so that a scenario runs in a worker exactly as it would in the
/// supervisor, and how many forked children the worker may run at once for a big file.
///
/// Of the runner, what selects and runs scenarios travels: the filter, the tags, the limits,
/// the seed, the record mode, strictness and whether `scenario.only` is refused. Its
/// ``ScenarioRunner/extensions`` (Swift classes registered in the supervisor's process) do
/// not: a worker has only the command line's classes.
///
/// As JSON, keys sorted: `excluded_tags`, `filter` (left out when nil), `fork_width`,
/// `max_instructions`, `max_memory`, `record`, `refuses_focus`, `seed` (its decimal digits, as
/// a string: a seed is 64 bits), `strict`, `tags` (left out when nil).
public struct WorkerConfiguration: JSONLine, Equatable, Sendable {
    /// The runner each file's scenarios run with.
    public var runner: ScenarioRunner
    /// How many forked children may run a big file's scenarios at once
    /// (``ScenarioRunner/serve(file:only:forkWidth:emit:)``).
    public var forkWidth: Int

    /// A configuration; by default `ScenarioRunner()`'s, one child at a time.
    public init(runner: ScenarioRunner = ScenarioRunner(), forkWidth: Int = 1) {
        self.runner = runner
        self.forkWidth = forkWidth
    }

    /// Equal when they tell a worker the same.
    public static func == (a: WorkerConfiguration, b: WorkerConfiguration) -> Bool { a.jsonValue == b.jsonValue }

    /// The configuration as JSON.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("excluded_tags", .array(runner.excludedTags.sorted().map(JSONValue.string)))]
        if let filter = runner.filter { members.append(("filter", .string(filter))) }
        members += [("fork_width", .int(forkWidth)),
                    ("max_instructions", .int(runner.limits.instructions)), ("max_memory", .int(runner.limits.memoryBytes)),
                    ("record", .string(runner.record.rawValue)), ("refuses_focus", .bool(runner.refusesFocus)),
                    ("seed", .string(String(runner.seed))), ("strict", .bool(runner.strict))]
        if let tags = runner.tags { members.append(("tags", .array(tags.sorted().map(JSONValue.string)))) }
        return .object(members)
    }

    /// The configuration some JSON holds.
    public init?(jsonValue json: JSONValue) {
        guard let excluded = json["excluded_tags"]?.strings, let forkWidth = json["fork_width"]?.int,
              let instructions = json["max_instructions"]?.int, let memory = json["max_memory"]?.int,
              let record = json["record"]?.string.flatMap(RecordMode.init(rawValue:)),
              case .bool(let refusesFocus)? = json["refuses_focus"], let seed = json["seed"]?.string.flatMap({ UInt64($0) }),
              case .bool(let strict)? = json["strict"] else { return nil }
        var filter: String?
        if let value = json["filter"] {
            guard let text = value.string else { return nil }
            filter = text
        }
        var tags: [String]?
        if let value = json["tags"] {
            guard let list = value.strings else { return nil }
            tags = list
        }
        var runner = ScenarioRunner(filter: filter, limits: ScenarioLimits(instructions: instructions, memoryBytes: memory),
                                    seed: seed, record: record, strict: strict)
        runner.tags = tags.map(Set.init)
        runner.excludedTags = Set(excluded)
        runner.refusesFocus = refusesFocus
        self.init(runner: runner, forkWidth: forkWidth)
    }
}
