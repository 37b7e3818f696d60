import HeadlessUIKit

/// UIKit's `UIModalPresentationStyle` (rules S5, S8).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Full screen: the presenter disappears under it.
    case fullScreen = 0
    /// A page sheet (the default): the presenter stays on screen, and a swipe can dismiss it
    /// (rule S9).
    case pageSheet = 1
    /// A form sheet: as a page sheet on an iPhone-sized window.
    case formSheet = 2
    /// Over the context that defines it.
    case currentContext = 3
    /// Over the full screen, the presenter staying.
    case overFullScreen = 5
    /// Over the context, the presenter staying.
    case overCurrentContext = 6
    /// A popover: in a compact width, the sheet it adapts to (rule M2).
    case popover = 7
    /// A presentation managed by the transitioning delegate's presentation controller (rule M1).
    case custom = 4
    /// No style: an adaptive delegate's answer that keeps the presentation as it is (rule M2).
    /// UIKit refuses it as a controller's style; Stagehand then presents a page sheet.
    case none = -1
    /// UIKit's automatic style: a page sheet.
    case automatic = -2

    /// The engine's style.
    var engineStyle: ModalPresentationStyle {
        switch self {
        case .fullScreen: .fullScreen
        case .pageSheet, .automatic, .none: .pageSheet
        case .formSheet: .formSheet
        case .currentContext: .currentContext
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .popover: .popover
        case .custom: .custom
        }
    }

    /// An adaptive delegate's answer as the engine reads it: a style's name, or `none`.
    var adaptiveAnswer: String { self == .none ? ModalPresentationStyle.adaptationNone : engineStyle.rawValue }

    /// The style of the engine's.
    init(_ style: ModalPresentationStyle) {
        switch style {
        case .fullScreen: self = .fullScreen
        case .pageSheet: self = .pageSheet
        case .formSheet: self = .formSheet
        case .currentContext: self = .currentContext
        case .overFullScreen: self = .overFullScreen
        case .overCurrentContext: self = .overCurrentContext
        case .popover: self = .popover
        case .custom: self = .custom
        }
    }
}
