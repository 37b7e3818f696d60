/// What a worker process (`stagehand worker`) tells its supervisor, one JSON object per line
/// on standard output, each written the moment it is known so that nothing is lost if the
/// worker dies right after.
///
/// For each ``WorkerRequest/run(file:only:)`` a worker says `plan` once the file has loaded
/// (the positions it will run, with their titles), then `result` for each scenario in the
/// plan's order, then `done`. A result therefore belongs to the next planned scenario without
/// one, and a worker that dies is charged to that scenario: no message needs to announce a
/// scenario's start, which saved a line and a system call per scenario. A worker whose forked
/// child (or zygote) died says `forkDied` just before it ends the same way, so that the
/// supervisor can name the process in the crash it charges.
///
/// The lines: `{"plan":[{"line":3,"position":0,"title":"..."},...]}`, `{"result":{...}}` (the
/// result's encoding), `{"forkDied":{...}}` (``ForkDeath``'s) and `{"done":true}`. Worker and
/// supervisor are one binary, so the protocol has one version.
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

    /// The message as JSON.
    public var jsonValue: JSONValue {
        switch self {
        case .plan(let planned): .object([("plan", .array(planned.map(\.jsonValue)))])
        case .result(let result): .object([("result", result.jsonValue)])
        case .forkDied(let death): .object([("forkDied", death.jsonValue)])
        case .done: .object([("done", .bool(true))])
        }
    }

    /// Writes ``jsonValue``'s text; a result writes itself member by member.
    public func writeJSON(to writer: inout JSONWriter) {
        guard case .result(let result) = self else { return jsonValue.write(to: &writer) }
        writer.raw(#"{"result":"#)
        result.writeJSON(to: &writer)
        writer.raw("}")
    }

    /// The message some JSON holds.
    public init?(jsonValue json: JSONValue) {
        guard case .object(let members) = json, members.count == 1, let (key, value) = members.first else { return nil }
        switch key {
        case "plan":
            guard let list = value.array else { return nil }
            let planned = list.compactMap(ScenarioRunner.Planned.init(jsonValue:))
            guard planned.count == list.count else { return nil }
            self = .plan(planned)
        case "result":
            guard let result = ScenarioResult(jsonValue: value) else { return nil }
            self = .result(result)
        case "forkDied":
            guard let death = ForkDeath(jsonValue: value) else { return nil }
            self = .forkDied(death)
        case "done":
            guard value == .bool(true) else { return nil }
            self = .done
        default:
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
            result = ScenarioResult.read(&reader)
            return result != nil
        }
        if streamed, let result { return .result(result) }
        reader.index = start
        return reader.value(depth: 0).flatMap(WorkerMessage.init(jsonValue:))
    }
}

extension ScenarioRunner.Planned: JSONLine {
    /// The entry as JSON: `{"line":3,"position":0,"title":"..."}`.
    public var jsonValue: JSONValue {
        .object([("line", .int(declaration.line)), ("position", .int(position)), ("title", .string(declaration.title))])
    }

    /// The entry some JSON holds.
    public init?(jsonValue json: JSONValue) {
        guard let position = json["position"]?.int, let title = json["title"]?.string, let line = json["line"]?.int else { return nil }
        self.init(position: position, declaration: .init(title: title, line: line))
    }
}
