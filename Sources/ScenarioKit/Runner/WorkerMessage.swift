/// What a worker process (`stagehand run --worker`) tells its supervisor, one JSON object per
/// line on standard output, each written the moment it is known so that nothing is lost if the
/// worker dies right after.
///
/// For each ``WorkerRequest`` a worker says `plan` once the file has loaded (the positions it
/// will run, with their titles), then `result` for each scenario in the plan's order, then
/// `done`. A result therefore belongs to the next planned scenario without one, and a worker
/// that dies is charged to that scenario: no message needs to announce a scenario's start,
/// which saved a line and a system call per scenario. A worker whose forked child (or zygote)
/// died says `forkDied` just before it ends the same way, so that the supervisor can name the
/// process in the crash it charges.
public enum WorkerMessage: JSONLine, Equatable, Sendable {
    /// The selected scenarios of the file, by position among those the filter selects.
    case plan([ScenarioRunner.Planned])
    /// A scenario's result (or the file's load error).
    case result(ScenarioResult)
    /// The process forked for the next scenario, or the zygote that forks them, died: the
    /// worker says which and how, then ends the same way.
    case forkDied(ForkDeath)
    /// Every planned scenario of the request has run; the worker waits for the next request.
    case done

    // The shapes Swift's Codable synthesis gave these cases, which earlier workers spoke.

    /// The message as JSON.
    public var jsonValue: JSONValue {
        switch self {
        case .plan(let planned): .object([("plan", .object([("_0", .array(planned.map(\.jsonValue)))]))])
        case .result(let result): .object([("result", .object([("_0", result.jsonValue)]))])
        case .forkDied(let death): .object([("forkDied", death.jsonValue)])
        case .done: .object([("done", .object([]))])
        }
    }

    /// Writes ``jsonValue``'s text; a result writes itself member by member.
    public func writeJSON(to writer: inout JSONWriter) {
        guard case .result(let result) = self else { return jsonValue.write(to: &writer) }
        writer.raw(#"{"result":{"_0":"#)
        result.writeJSON(to: &writer)
        writer.raw("}}")
    }

    /// The message some JSON holds.
    public init?(jsonValue json: JSONValue) {
        if let plan = json["plan"]?["_0"]?.array {
            let planned = plan.compactMap(ScenarioRunner.Planned.init(jsonValue:))
            guard planned.count == plan.count else { return nil }
            self = .plan(planned)
        } else if let result = json["result"]?["_0"].flatMap(ScenarioResult.init(jsonValue:)) {
            self = .result(result)
        } else if let death = json["forkDied"].flatMap(ForkDeath.init(jsonValue:)) {
            self = .forkDied(death)
        } else if case .object = json["done"] {
            self = .done
        } else {
            return nil
        }
    }
}

extension WorkerMessage: StreamingJSONLine {
    /// The message the reader is at: a result read member by member (``ScenarioResult``'s
    /// own reading), any other message as a tree.
    static func read(_ reader: inout JSONReader) -> WorkerMessage? {
        let start = reader.index
        var result: ScenarioResult?
        let streamed = reader.members(depth: 0) { reader, key in
            guard key == "result", result == nil else { return false }
            return reader.members(depth: 1) { reader, inner in
                guard inner == "_0", result == nil else { return false }
                result = ScenarioResult.read(&reader)
                return result != nil
            }
        }
        if streamed, let result { return .result(result) }
        reader.index = start
        return reader.value(depth: 0).flatMap(WorkerMessage.init(jsonValue:))
    }
}

/// What a supervisor asks a worker to run: one JSON object per line on the worker's standard
/// input. A worker serves requests until its input ends.
public struct WorkerRequest: JSONLine, Equatable, Sendable {
    /// The scenario file.
    public var file: String
    /// Positions among the selected scenarios (nil: all).
    public var only: [Int]?

    /// Makes a request.
    public init(file: String, only: [Int]?) {
        self.file = file
        self.only = only
    }

    /// The request as JSON (`only` left out when nil).
    public var jsonValue: JSONValue {
        .object([("file", .string(file))] + (only.map { [("only", .array($0.map(JSONValue.int)))] } ?? []))
    }

    /// The request some JSON holds.
    public init?(jsonValue json: JSONValue) {
        guard let file = json["file"]?.string else { return nil }
        var only: [Int]?
        if let list = json["only"], list != .null {
            guard let values = list.array, case let numbers = values.compactMap(\.int), numbers.count == values.count else { return nil }
            only = numbers
        }
        self.init(file: file, only: only)
    }
}

extension ScenarioRunner.Planned: JSONLine {
    /// The entry as JSON.
    public var jsonValue: JSONValue {
        .object([("declaration", .object([("line", .int(declaration.line)), ("title", .string(declaration.title))])),
                 ("position", .int(position))])
    }

    /// The entry some JSON holds.
    public init?(jsonValue json: JSONValue) {
        guard let position = json["position"]?.int, let title = json["declaration"]?["title"]?.string,
              let line = json["declaration"]?["line"]?.int else { return nil }
        self.init(position: position, declaration: .init(title: title, line: line))
    }
}
