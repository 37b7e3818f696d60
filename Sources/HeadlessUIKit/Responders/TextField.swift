/// A text field: a view that can hold focus and bring up the keyboard (rules F1, F2).
public final class TextField: View {
    /// A text field of `app`, traced as `name` (`TextField` when nil); not first responder.
    public override init(app: App, name: String? = nil, frame: Rect = .zero) {
        super.init(app: app, name: name ?? "TextField", frame: frame)
    }

    /// Whether this field is the first responder.
    public var isFirstResponder: Bool { runtime.focusState.firstResponder === self }

    /// Rule F1: fails (returns `false`) when the field is not in a window, unless its view is
    /// on its way in (asked in a `viewWillAppear`, rule W1): then it returns `true` and the
    /// field takes focus once it is in the window. Succeeds for a
    /// field of zero height, and (Stagehand's choice, unverified) for a hidden field, as
    /// UIKit lets a hidden text field summon the keyboard. The old first responder resigns;
    /// the keyboard shows if it was not showing.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard window != nil else {
            // Rule F1: a field on its way into the window (asked in the `viewWillAppear` that
            // rule W1 sends before the move) takes focus once it is there.
            guard let arriving = runtime.focusState.arriving, isDescendant(of: arriving) else { return false }
            runtime.focusState.promoted = self
            return true
        }
        if isFirstResponder { return true }
        runtime.focus(self)
        return true
    }

    /// Gives up focus; the keyboard hides (rule F2). Returns `true`, as UIKit's default does,
    /// also when the field was not first responder (then nothing happens).
    @discardableResult
    public func resignFirstResponder() -> Bool {
        if isFirstResponder { runtime.resign(self) }
        if runtime.focusState.promoted === self { runtime.focusState.promoted = nil }
        return true
    }
}
