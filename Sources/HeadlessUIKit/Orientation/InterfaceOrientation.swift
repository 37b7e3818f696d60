/// A way the interface is held (UIKit's `UIInterfaceOrientation`): what a controller's
/// `preferredInterfaceOrientationForPresentation` answers (rule E6). The window itself is only
/// portrait or landscape (``Orientation``).
public enum InterfaceOrientation: String, Sendable, CaseIterable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned, the home button (or the bottom of the device) on the left.
    case landscapeLeft
    /// Turned, the home button (or the bottom of the device) on the right.
    case landscapeRight

    /// The shape of a window held this way.
    public var shape: Orientation { self == .portrait || self == .portraitUpsideDown ? .portrait : .landscape }

    /// The mask of this orientation alone.
    public var mask: InterfaceOrientationMask {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }

    /// The orientation Stagehand holds a window of `shape` in: portrait upright, landscape
    /// `landscapeRight` (as StagehandUIKit reports it).
    public init(_ shape: Orientation) {
        self = shape == .portrait ? .portrait : .landscapeRight
    }
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`), with UIKit's bit
/// values: what a controller supports and what the app supports (rule E6).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// The mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Turned left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Turned right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside down.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The names scripts use, composite masks first.
    public static let names: [(name: String, mask: InterfaceOrientationMask)] = [
        ("all", .all), ("allButUpsideDown", .allButUpsideDown), ("landscape", .landscape), ("portrait", .portrait),
        ("portraitUpsideDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight),
    ]

    /// The mask called `name` (`"portrait"`, `"allButUpsideDown"`, ...), if it is one.
    public init?(name: String) {
        guard let entry = Self.names.first(where: { $0.name == name }) else { return nil }
        self = entry.mask
    }

    /// The mask's name: a composite's or a single orientation's, else the orientations'
    /// names joined with `+`; `"none"` when empty.
    public var name: String {
        if let entry = Self.names.first(where: { $0.mask == self }) { return entry.name }
        if isEmpty { return "none" }
        return orientations.map(\.rawValue).joined(separator: "+")
    }

    /// The orientations in the mask, in ``InterfaceOrientation``'s order.
    public var orientations: [InterfaceOrientation] { InterfaceOrientation.allCases.filter { contains($0.mask) } }

    /// Whether a window of `shape` is held in one of the mask's orientations.
    public func supports(_ shape: Orientation) -> Bool { orientations.contains { $0.shape == shape } }

    /// UIKit's default for a controller and for an app without an Info.plist list (rule E6,
    /// Apple's QA1688): every orientation on an iPad, every one but upside down on an iPhone.
    /// Stagehand's window is an iPad's when its shorter side is 768 pt or more (**choice**).
    public static func idiomDefault(for windowSize: Size) -> InterfaceOrientationMask {
        min(windowSize.width, windowSize.height) >= 768 ? .all : .allButUpsideDown
    }
}
