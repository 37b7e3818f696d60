/// The level of a log message, as the unified logging system names them (rule O7).
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The level's number, as `os_log_type_t` numbers them.
    public let rawValue: UInt8

    /// A level from `os_log_type_t`'s number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A level from `os_log_type_t`'s number.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level: what `Logger.notice` and `Logger.log` write.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help troubleshoot.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debug information, for development.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the system or the program.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name in the trace (`default`, `info`, `debug`, `error`, `fault`).
    var traceName: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}
