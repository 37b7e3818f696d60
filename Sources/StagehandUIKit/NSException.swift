import Foundation
import HeadlessUIKit

/// Foundation's `NSException`, which Foundation on Linux lacks: raising one is the app's
/// uncaught exception (rule V3), recorded with its name and reason, and fails the scenario.
/// UIKit would end the app there; here `raise()` returns.
open class NSException: NSObject {
    /// The exception's name.
    public let name: NSExceptionName
    /// Why it was raised.
    public let reason: String?
    /// More about it.
    public let userInfo: [AnyHashable: Any]?

    /// An exception named `aName`, for `aReason`.
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]?) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// Raises it: the current app's uncaught exception (rule V3).
    open func raise() {
        let error = EngineError(name: name.rawValue, reason: reason ?? "", rule: .V3)
        CurrentApp.app.recordUncaughtException(error, subject: "NSException")
    }
}

extension NSExceptionName {
    /// `NSInvalidArgumentException`.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// `NSInternalInconsistencyException`.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// `NSGenericException`.
    public static let genericException = NSExceptionName("NSGenericException")
    /// `NSRangeException`.
    public static let rangeException = NSExceptionName("NSRangeException")
}
