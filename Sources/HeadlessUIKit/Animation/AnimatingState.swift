/// A property animator's state, as UIKit's `UIViewAnimatingState` (rule H1).
///
/// ```
///                 startAnimation / pauseAnimation / fractionComplete =
///   ┌──────────┐ ───────────────────────────────────────────────────▶ ┌────────┐
///   │ inactive │                                                      │ active │ (running or paused)
///   └──────────┘ ◀─────────────────────────────────────────────────── └────────┘
///        ▲         animations end (not pausesOnCompletion) or          │
///        │         stopAnimation(true)                                 │ stopAnimation(false)
///        │                                                             ▼
///        │         finishAnimation(at:)                           ┌─────────┐
///        └─────────────────────────────────────────────────────── │ stopped │
///                                                                 └─────────┘
/// ```
public enum AnimatingState: String, Sendable, CaseIterable {
    /// Not started, or finished: the animations are configured here.
    case inactive
    /// Started or paused: the animations run or are held.
    case active
    /// Stopped: the views keep their values until `finishAnimation(at:)`.
    case stopped

    /// UIKit's raw value (`UIViewAnimatingState`).
    public var uikitValue: Int {
        switch self {
        case .inactive: 0
        case .active: 1
        case .stopped: 2
        }
    }

    /// Rule H1: whether the diagram above has an arrow from `self` to `next` (a state to
    /// itself is no transition).
    public func canMove(to next: AnimatingState) -> Bool {
        switch (self, next) {
        case (.inactive, .active): true         // startAnimation, pauseAnimation, fractionComplete
        case (.active, .inactive): true         // the end, or stopAnimation(true)
        case (.active, .stopped): true          // stopAnimation(false)
        case (.stopped, .inactive): true        // finishAnimation(at:)
        case (.inactive, .stopped): false       // only an active animator stops
        case (.stopped, .active): false         // a stopped animator cannot start again
        case (.inactive, .inactive), (.active, .active), (.stopped, .stopped): false
        }
    }
}

/// Where a property animator's views end (UIKit's `UIViewAnimatingPosition`, rule H1).
public enum AnimatingPosition: String, Sendable, CaseIterable {
    /// At the animations' end values.
    case end
    /// At their start values.
    case start
    /// Where they are now.
    case current

    /// UIKit's raw value.
    public var uikitValue: Int {
        switch self {
        case .end: 0
        case .start: 1
        case .current: 2
        }
    }
}
