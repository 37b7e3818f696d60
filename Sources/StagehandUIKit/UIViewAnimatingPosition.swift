import HeadlessUIKit

/// UIKit's `UIViewAnimatingPosition`: where an animator's views end (rule H1).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Where they are now.
    case current = 2

    init(_ position: AnimatingPosition) {
        switch position {
        case .end: self = .end
        case .start: self = .start
        case .current: self = .current
        }
    }

    var engine: AnimatingPosition {
        switch self {
        case .end: .end
        case .start: .start
        case .current: .current
        }
    }
}
