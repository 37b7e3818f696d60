/// Posting notifications: the one place they are traced and delivered (rule B3).
extension Runtime {
    /// Records `recorded` (subject `app`) under `rule`, then delivers `notification` to the
    /// observers. A script's post and the app's own are recorded as `app post(<name>)`; the
    /// keyboard's keep the short events of rules F1 and F2 (`app keyboardWillShow`).
    /// `stamped` are engine objects that observe it too, each in its place (rule B2).
    func post(_ notification: AppNotification, recordedAs recorded: Callback? = nil,
              stamped: [(stamp: Int, receive: () -> Void)] = [], rule: Rule) {
        guard fault == nil else { return }
        recorder.record(recorded ?? Callback(.post, .string(notification.name)), subject: "app", rule: rule)
        withCause("app posts \(notification.name)") {
            notifications.deliver(notification, stamped: stamped) { [unowned self] in fault == nil && !shouldInterrupt() }
        }
    }
}
