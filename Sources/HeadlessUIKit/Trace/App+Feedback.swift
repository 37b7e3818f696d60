/// The haptic feedback the app gives, in the trace (rule W8).
extension App {
    /// Rule W8: records feedback the user feels as `app feedback(<kind>)`: `kind` as the
    /// generator's method names it (`selectionChanged`).
    public func recordFeedback(_ kind: String) {
        runtime.recorder.record(Callback(.feedback, .string(kind)), subject: "app", rule: .W8)
    }
}
