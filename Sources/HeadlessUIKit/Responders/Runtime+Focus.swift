/// First responder and keyboard: rules F1 and F2.
extension Runtime {
    /// How long the keyboard's show and hide animations take.
    static let keyboardAnimationDuration = 0.25

    /// Makes `view` first responder; the keyboard shows: `keyboardWillShow` at once and
    /// `keyboardDidShow` when its animation ends (rule F1).
    func focus(_ view: View) {
        if let old = firstResponder {
            firstResponder = nil
            record(subject: old.name, callback: "resignFirstResponder", rule: "F1")
        }
        firstResponder = view
        record(subject: view.name, callback: "becomeFirstResponder", rule: "F1")
        guard !keyboardVisible else { return }
        keyboardVisible = true
        animateKeyboard(will: "keyboardWillShow", did: "keyboardDidShow", rule: "F1")
    }

    /// `view` gives up focus; the keyboard hides (rule F2).
    func resign(_ view: View) {
        guard firstResponder === view else { return }
        firstResponder = nil
        record(subject: view.name, callback: "resignFirstResponder", rule: "F2")
        guard keyboardVisible else { return }
        keyboardVisible = false
        animateKeyboard(will: "keyboardWillHide", did: "keyboardDidHide", rule: "F2")
    }

    /// The will-event now, the did-event when the keyboard animation ends; a new animation
    /// replaces one still running (its did-event never comes).
    private func animateKeyboard(will: String, did: String, rule: String) {
        if let running = keyboardTimer { cancelTimer(running) }
        record(subject: "app", callback: will, rule: rule)
        keyboardTimer = schedule(after: Runtime.keyboardAnimationDuration) { [unowned self] in
            keyboardTimer = nil
            record(subject: "app", callback: did, rule: rule)
        }
    }
}
