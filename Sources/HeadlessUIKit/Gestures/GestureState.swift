/// Where a gesture recognizer is in UIKit's state machine (`UIGestureRecognizer.State`), rule G3.
///
/// ```
///                      discrete (tap, swipe)
///              ┌──────────────────────────────────► ended (recognized)
///              │                                          │
///   possible ──┼──► began ──► changed ─┬─► ended          │ reset at the end of
///      ▲       │      │        │  ▲    │                  │ the touch sequence
///      │       │      │        └──┘    └─► cancelled      │
///      │       │      └──► ended / cancelled              │
///      │       └──► failed                                │
///      └──────────────────────────────────────────────────┘
///   continuous (pan, screen-edge pan, long press, pinch): possible → began → changed* →
///   ended | cancelled; either kind may fail from possible; ended, cancelled and failed
///   go back to possible when the recognizer is reset.
/// ```
public enum GestureState: String, CaseIterable, Sendable {
    /// Not recognized yet, evaluating touches (the start, and after a reset).
    case possible
    /// A continuous gesture was recognized.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized (UIKit's `recognized`).
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches were not the gesture.
    case failed

    /// Rule G3: whether a recognizer may go from this state to `next`, discrete or
    /// continuous, as Apple's "About the Gesture Recognizer State Machine" draws it. Every
    /// pair is listed, so a state added later does not compile until it is placed.
    public func allows(_ next: GestureState, discrete: Bool) -> Bool {
        switch (self, next) {
        // Leaving possible: a discrete gesture is recognized at once, a continuous one begins.
        case (.possible, .ended): return discrete
        case (.possible, .began): return !discrete
        case (.possible, .failed): return true
        case (.possible, .possible), (.possible, .changed), (.possible, .cancelled): return false
        // A continuous gesture under way.
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return !discrete
        case (.began, .possible), (.began, .began), (.began, .failed),
             (.changed, .possible), (.changed, .began), (.changed, .failed):
            return false
        // The end states go back to possible only, when the recognizer is reset.
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): return true
        case (.ended, .began), (.ended, .changed), (.ended, .ended), (.ended, .cancelled), (.ended, .failed),
             (.cancelled, .began), (.cancelled, .changed), (.cancelled, .ended), (.cancelled, .cancelled), (.cancelled, .failed),
             (.failed, .began), (.failed, .changed), (.failed, .ended), (.failed, .cancelled), (.failed, .failed):
            return false
        }
    }

    /// Whether the gesture is recognized and running or just recognized (began, changed, or
    /// ended): what blocks other recognizers (rule G7).
    public var isRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// Whether the recognizer is done with this touch sequence until it is reset.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
}
