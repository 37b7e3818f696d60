import Foundation

/// Writes a `printf`-style message to `log` at `type` (rule O7): `%{public}@` and the other
/// `{public}` forms show their value, `%@` and `%s` (strings and objects) are `<private>`
/// unless marked public, numbers show unless marked `{private}`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    log.write(type, LogFormat.render("\(message)", args))
}

/// Writes an interpolated message to `log` at `type` (rule O7).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(type, message.text)
}
