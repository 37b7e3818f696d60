import HeadlessUIKit

/// UIKit's `UIViewAnimatingState`: where an animator is in its life (rule H1).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the initial state.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped: the views keep their values until `finishAnimation(at:)`.
    case stopped = 2

    init(_ state: AnimatingState) {
        switch state {
        case .inactive: self = .inactive
        case .active: self = .active
        case .stopped: self = .stopped
        }
    }
}
