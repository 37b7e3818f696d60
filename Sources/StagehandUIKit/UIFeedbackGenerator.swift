import HeadlessUIKit

/// UIKit's `UIFeedbackGenerator`: the base of the haptic feedback generators (rule W8).
/// Stagehand has no Taptic Engine: ``prepare()`` does nothing, and the feedback a subclass
/// gives is recorded in the trace.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// A generator.
    public override init() { super.init() }

    /// Readies the Taptic Engine for feedback soon; does nothing in Stagehand, and is not
    /// traced (the user feels nothing).
    open func prepare() {}
}
