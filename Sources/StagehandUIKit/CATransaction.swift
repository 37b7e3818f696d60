import Foundation
import HeadlessUIKit

/// Core Animation's `CATransaction` (rule H8) on the current app: begin and commit nest; the
/// completion block runs once every animation added inside has finished (UIView animations
/// too, which Core Animation runs).
open class CATransaction {
    /// Opens a transaction.
    open class func begin() { CurrentApp.app.beginTransaction() }
    /// Commits the innermost transaction.
    open class func commit() { CurrentApp.app.commitTransaction() }
    /// Commits the implicit transaction now.
    open class func flush() { CurrentApp.app.flushTransaction() }
    /// Does nothing: one thread runs the app.
    open class func lock() {}
    /// Does nothing.
    open class func unlock() {}
    /// The duration of animations without their own (0.25 s by default).
    open class func animationDuration() -> CFTimeInterval { CurrentApp.app.transactionAnimationDuration }
    /// Sets the current transaction's animation duration.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { CurrentApp.app.setTransactionAnimationDuration(dur) }
    /// The timing function (stored for `animationTimingFunction()`).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { nil }
    /// Stored nowhere: implicit actions use Core Animation's default curve.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    /// Whether implicit actions are off.
    open class func disableActions() -> Bool { CurrentApp.app.transactionDisablesActions }
    /// Turns implicit actions off (or on) for the current transaction.
    open class func setDisableActions(_ flag: Bool) { CurrentApp.app.setTransactionDisableActions(flag) }
    /// Sets the current transaction's completion block.
    open class func setCompletionBlock(_ block: (() -> Void)?) { CurrentApp.app.setTransactionCompletionBlock(block) }
}
