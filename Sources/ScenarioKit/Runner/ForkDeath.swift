/// A process a worker forked for a big file's scenarios that died before the scenario finished:
/// which one and how. The worker says so (``WorkerMessage/forkDied(_:)``) and then ends the
/// same way, so that its supervisor charges the scenario and can tell a user what really died.
public struct ForkDeath: Equatable, Sendable {
    /// Which process died.
    public enum Process: String, Sendable {
        /// The child forked to run the scenario.
        case child
        /// The zygote that forks the file's children (its children die with it).
        case zygote
    }

    /// Which process died.
    public var process: Process
    /// How it ended.
    public var ending: ChildProcess.Ending

    /// The death of `process`, which ended as `ending` says.
    public init(process: Process, ending: ChildProcess.Ending) {
        self.process = process
        self.ending = ending
    }
}

extension ForkDeath: JSONLine {
    /// `{"process":"child","signal":9}` or `{"process":"zygote","status":1}`.
    public var jsonValue: JSONValue {
        switch ending {
        case .signalled(let signal): .object([("process", .string(process.rawValue)), ("signal", .int(Int(signal)))])
        case .exited(let status): .object([("process", .string(process.rawValue)), ("status", .int(Int(status)))])
        }
    }

    /// The note some JSON holds.
    public init?(jsonValue json: JSONValue) {
        guard let name = json["process"]?.string, let process = Process(rawValue: name) else { return nil }
        if let signal = json["signal"]?.int {
            self.init(process: process, ending: .signalled(Int32(truncatingIfNeeded: signal)))
        } else if let status = json["status"]?.int {
            self.init(process: process, ending: .exited(Int32(truncatingIfNeeded: status)))
        } else {
            return nil
        }
    }
}
