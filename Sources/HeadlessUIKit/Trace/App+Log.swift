/// The app's unified log in the trace (rule O7).
extension App {
    /// Rule O7: records a line of the app's unified log as `app log(<level>, <category>,
    /// <message>)`: `level` as `OSLogType` names it (`debug`, `info`, `default`, `error`,
    /// `fault`), `category` as `subsystem:category` (empty parts left out), and the message as
    /// the system log would show it (private values already redacted by the caller).
    public func log(level: String, category: String, message: String) {
        runtime.recorder.record(Callback(.log, .string(level), .string(category), .string(message)), subject: "app", rule: .O7)
    }
}
