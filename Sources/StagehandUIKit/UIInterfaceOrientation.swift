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

extension UIInterfaceOrientation {
    /// The engine's orientation of the same name (rule E6); `unknown` is upright.
    var engineOrientation: InterfaceOrientation {
        switch self {
        case .unknown, .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }

    init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }
}

/// UIKit's `UIInterfaceOrientationMask`: a set of interface orientations, with UIKit's bits
/// (rule E6).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// The mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.portrait.rawValue)
    /// Turned left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.landscapeLeft.rawValue)
    /// Turned right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.landscapeRight.rawValue)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.portraitUpsideDown.rawValue)
    /// Both landscape orientations.
    public static let landscape = UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.landscape.rawValue)
    /// Every orientation.
    public static let all = UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.all.rawValue)
    /// Every orientation but upside down.
    public static let allButUpsideDown = UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.allButUpsideDown.rawValue)

    /// The engine's mask of the same bits.
    var engineMask: InterfaceOrientationMask { InterfaceOrientationMask(rawValue: rawValue) }

    /// UIKit's default for a controller on the current app's device (rule E6): every
    /// orientation on an iPad, every one but upside down on an iPhone.
    static var idiomDefault: UIInterfaceOrientationMask {
        UIInterfaceOrientationMask(rawValue: InterfaceOrientationMask.idiomDefault(for: CurrentApp.app.windowSize).rawValue)
    }
}

extension UIInterfaceOrientation {
    /// The window's current orientation: what a controller prefers for a presentation unless
    /// it says otherwise (rule E6).
    static var current: UIInterfaceOrientation { UIInterfaceOrientation(CurrentApp.app.orientation) }
}
