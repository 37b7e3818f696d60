import HeadlessUIKit

/// UIKit's `UISemanticContentAttribute`: what a view shows, which decides whether it flips
/// under a right-to-left language (rule Y16).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content, flipped under right to left (the default).
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Directional controls: never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4

    init(_ attribute: SemanticContentAttribute) {
        switch attribute {
        case .unspecified: self = .unspecified
        case .playback: self = .playback
        case .spatial: self = .spatial
        case .forceLeftToRight: self = .forceLeftToRight
        case .forceRightToLeft: self = .forceRightToLeft
        }
    }

    /// The engine's attribute.
    var engineAttribute: SemanticContentAttribute {
        switch self {
        case .unspecified: .unspecified
        case .playback: .playback
        case .spatial: .spatial
        case .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }
}
