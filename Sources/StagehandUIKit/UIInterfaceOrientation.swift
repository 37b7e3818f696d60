import HeadlessUIKit

/// UIKit's `UIInterfaceOrientation`: which way the interface is held. Stagehand's window is
/// portrait or landscape (taller or wider); its landscape is `landscapeRight`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned, the top of the interface on the left.
    case landscapeLeft = 4
    /// Turned, the top of the interface on the right.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is turned.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    init(_ orientation: Orientation) {
        self = orientation == .portrait ? .portrait : .landscapeRight
    }
}
