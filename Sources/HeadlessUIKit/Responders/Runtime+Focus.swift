/// First responder and keyboard: rules F1, F2 and B4.
extension Runtime {
    /// How long the keyboard's show and hide animations take.
    static let keyboardAnimationDuration = 0.25

    /// Makes `view` first responder; the keyboard shows: `keyboardWillShow` at once and
    /// `keyboardDidShow` when its animation ends (rule F1). With the keyboard already up,
    /// both are posted again with its frame unchanged (rule B4).
    func focus(_ view: View) {
        if let old = focusState.firstResponder {
            focusState.firstResponder = nil
            recorder.record(Callback(.resignFirstResponder), subject: old.name, rule: .F1)
        }
        focusState.firstResponder = view
        recorder.record(Callback(.becomeFirstResponder), subject: view.name, rule: .F1)
        let wasVisible = focusState.keyboardVisible
        focusState.keyboardVisible = true
        let frames = KeyboardFrames(screen: screen)
        animateKeyboard(will: .keyboardWillShow, did: .keyboardDidShow,
                        begin: wasVisible ? frames.shown : frames.hidden, end: frames.shown, rule: wasVisible ? .B4 : .F1)
    }

    /// `view` gives up focus; the keyboard hides (rule F2).
    func resign(_ view: View) {
        guard focusState.firstResponder === view else { return }
        focusState.firstResponder = nil
        recorder.record(Callback(.resignFirstResponder), subject: view.name, rule: .F2)
        guard focusState.keyboardVisible else { return }
        focusState.keyboardVisible = false
        let frames = KeyboardFrames(screen: screen)
        animateKeyboard(will: .keyboardWillHide, did: .keyboardDidHide, begin: frames.shown, end: frames.hidden, rule: .F2)
    }

    /// The will-notification now, the did-notification when the keyboard animation ends, both
    /// with the frames and the animation's user info (rule B4); a new animation replaces one
    /// still running (its did-notification never comes).
    private func animateKeyboard(will: Callback.Name, did: Callback.Name, begin: Rect, end: Rect, rule: Rule) {
        if let running = focusState.keyboardTimer { cancelTimer(running) }
        let userInfo = KeyboardFrames.userInfo(begin: begin, end: end)
        post(AppNotification(name: KeyboardFrames.notificationName(will), userInfo: userInfo), recordedAs: Callback(will), rule: rule)
        focusState.keyboardTimer = schedule(after: Runtime.keyboardAnimationDuration) { [unowned self] in
            focusState.keyboardTimer = nil
            post(AppNotification(name: KeyboardFrames.notificationName(did), userInfo: userInfo), recordedAs: Callback(did), rule: rule)
        }
    }
}
