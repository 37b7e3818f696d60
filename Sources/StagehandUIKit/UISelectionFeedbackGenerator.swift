import HeadlessUIKit

/// UIKit's `UISelectionFeedbackGenerator`: the feedback of a changing selection (rule W8).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A generator.
    public override init() { super.init() }

    /// Rule W8: the selection changed; recorded as `app feedback(selectionChanged)`.
    open func selectionChanged() { CurrentApp.app.recordFeedback("selectionChanged") }
}
