import HeadlessUIKit
import StagehandUIKit

/// A log handle with a subsystem and a category (rule O7): what `os_log` writes to.
public final class OSLog: @unchecked Sendable {
    /// The subsystem, in reverse DNS (`com.example.app`); empty for the default log.
    let subsystem: String
    /// The category within the subsystem; empty for the default log.
    let category: String
    /// Whether messages are dropped (``disabled``).
    let isDisabled: Bool

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The process's default log: no subsystem or category.
    public static let `default` = OSLog(disabled: false)
    /// A log that drops every message.
    public static let disabled = OSLog(disabled: true)

    /// Whether `type` is written; every level is, but for the disabled log.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }

    /// Rule O7: writes `message` at `level` into the current app's trace, as
    /// `app log(<level>, <subsystem>:<category>, <message>)`.
    func write(_ level: OSLogType, _ message: String) {
        guard !isDisabled else { return }
        let place = [subsystem, category].filter { !$0.isEmpty }.joined(separator: ":")
        App.current.log(level: level.traceName, category: place, message: message)
    }
}
