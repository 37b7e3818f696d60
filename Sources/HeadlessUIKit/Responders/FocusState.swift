/// Who has focus, whether the keyboard is up (rules F1, F2) and whether interaction events
/// are ignored (rule N3).
final class FocusState {
    /// The first responder; weak because views belong to their hierarchy.
    weak var firstResponder: View?
    /// Whether the keyboard is shown (or showing).
    var keyboardVisible = false
    /// The timer of the keyboard animation under way, if any.
    var keyboardTimer: Int?
    /// The view whose entry into the window is being announced (rule W1: its controllers'
    /// `viewWillAppear` runs before it is in the window). Held only while that runs; strong,
    /// because a weak reference would give every view it names a side table, and make all
    /// of that view's reference counting slower.
    var arriving: View?
    /// A field that asked for focus inside ``arriving``: it becomes first responder once it
    /// is in the window (rule F1).
    weak var promoted: View?
    /// Nesting depth of `beginIgnoringInteractionEvents` (rule N3).
    var ignoringInteraction = 0
}
