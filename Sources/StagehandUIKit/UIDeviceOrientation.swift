/// UIKit's `UIDeviceOrientation`: how the device is held (rule W8).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned, the home button on the right.
    case landscapeLeft = 3
    /// Turned, the home button on the left.
    case landscapeRight = 4
    /// Flat, face up.
    case faceUp = 5
    /// Flat, face down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is turned.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether it is one an interface can take: not flat, not unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
