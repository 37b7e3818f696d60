/// A logger for a subsystem and category (rule O7): each message is a `log` event in the
/// current app's trace, `app log(<level>, <subsystem>:<category>, <message>)`.
public struct Logger: @unchecked Sendable {
    /// The log this logger writes to.
    let handle: OSLog

    /// A logger of the default log.
    public init() { handle = .default }
    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }
    /// A logger that writes to `logObj`.
    public init(_ logObj: OSLog) { handle = logObj }

    /// Writes a message at the default level.
    public func log(_ message: OSLogMessage) { handle.write(.default, message.text) }
    /// Writes a message at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { handle.write(level, message.text) }
    /// Writes a trace message: the debug level.
    public func trace(_ message: OSLogMessage) { handle.write(.debug, message.text) }
    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) { handle.write(.debug, message.text) }
    /// Writes an informative message.
    public func info(_ message: OSLogMessage) { handle.write(.info, message.text) }
    /// Writes a notice: the default level.
    public func notice(_ message: OSLogMessage) { handle.write(.default, message.text) }
    /// Writes a warning: the error level.
    public func warning(_ message: OSLogMessage) { handle.write(.error, message.text) }
    /// Writes an error.
    public func error(_ message: OSLogMessage) { handle.write(.error, message.text) }
    /// Writes a critical message: the fault level.
    public func critical(_ message: OSLogMessage) { handle.write(.fault, message.text) }
    /// Writes a fault.
    public func fault(_ message: OSLogMessage) { handle.write(.fault, message.text) }
}
