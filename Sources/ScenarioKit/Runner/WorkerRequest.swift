/// What a supervisor asks of a worker (`stagehand worker`): one JSON object per line on the
/// worker's standard input. The first says how to run scenarios; each after it names a file.
/// A worker serves requests until its input ends.
///
/// The lines: `{"configure":{...}}` (``WorkerConfiguration``'s encoding) and
/// `{"run":{"file":"a.lua","only":[0,3]}}` (`only` left out when nil).
public enum WorkerRequest: JSONLine, Equatable, Sendable {
    /// Run every later file as `configuration` says. Until it comes, a worker runs as
    /// ``WorkerConfiguration/init(runner:forkWidth:)``'s defaults say.
    case configure(WorkerConfiguration)
    /// Run `file`'s selected scenarios (with `only`, just those positions among them) and
    /// answer with ``WorkerMessage``s, the last `done`.
    case run(file: String, only: [Int]?)

    /// The request as JSON.
    public var jsonValue: JSONValue {
        switch self {
        case .configure(let configuration):
            return .object([("configure", configuration.jsonValue)])
        case .run(let file, let only):
            let members = [("file", JSONValue.string(file))] + (only.map { [("only", .array($0.map(JSONValue.int)))] } ?? [])
            return .object([("run", .object(members))])
        }
    }

    /// The request some JSON holds.
    public init?(jsonValue json: JSONValue) {
        guard case .object(let members) = json, members.count == 1, let (key, value) = members.first else { return nil }
        switch key {
        case "configure":
            guard let configuration = WorkerConfiguration(jsonValue: value) else { return nil }
            self = .configure(configuration)
        case "run":
            guard let file = value["file"]?.string else { return nil }
            var only: [Int]?
            if let list = value["only"], list != .null {
                guard let values = list.array, case let numbers = values.compactMap(\.int), numbers.count == values.count else { return nil }
                only = numbers
            }
            self = .run(file: file, only: only)
        default:
            return nil
        }
    }
}
