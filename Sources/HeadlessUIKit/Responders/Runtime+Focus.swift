/// First responder and keyboard: rules F1 and F2.
extension Runtime {
    /// How long the keyboard's show and hide animations take.
    static let keyboardAnimationDuration = 0.25

    /// Makes `view` first responder; the keyboard shows: `keyboardWillShow` at once and
    /// `keyboardDidShow` when its animation ends (rule F1).
    func focus(_ view: View) {
        if let old = focusState.firstResponder {
            focusState.firstResponder = nil
            recorder.record(Callback(.resignFirstResponder), subject: old.name, rule: .F1)
        }
        focusState.firstResponder = view
        recorder.record(Callback(.becomeFirstResponder), subject: view.name, rule: .F1)
        guard !focusState.keyboardVisible else { return }
        focusState.keyboardVisible = true
        animateKeyboard(will: .keyboardWillShow, did: .keyboardDidShow, rule: .F1)
    }

    /// `view` gives up focus; the keyboard hides (rule F2).
    func resign(_ view: View) {
        guard focusState.firstResponder === view else { return }
        focusState.firstResponder = nil
        recorder.record(Callback(.resignFirstResponder), subject: view.name, rule: .F2)
        guard focusState.keyboardVisible else { return }
        focusState.keyboardVisible = false
        animateKeyboard(will: .keyboardWillHide, did: .keyboardDidHide, rule: .F2)
    }

    /// The will-event now, the did-event when the keyboard animation ends; a new animation
    /// replaces one still running (its did-event never comes).
    private func animateKeyboard(will: Callback.Name, did: Callback.Name, rule: Rule) {
        if let running = focusState.keyboardTimer { cancelTimer(running) }
        recorder.record(Callback(will), subject: "app", rule: rule)
        focusState.keyboardTimer = schedule(after: Runtime.keyboardAnimationDuration) { [unowned self] in
            focusState.keyboardTimer = nil
            recorder.record(Callback(did), subject: "app", rule: rule)
        }
    }
}
