import Foundation

/// UIKit's `UIAccessibility`: the state of the assistive technologies and the user's
/// accessibility settings (rule W8). Stagehand's user runs none and asked for none
/// (**choice**), so apps take their ordinary paths; no notification is ever posted.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Whether VoiceOver is running: no.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for darker colours: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user asked for higher contrast of buttons' shapes: no.
    public static var buttonShapesEnabled: Bool { false }

    /// Posted when the reduce-transparency setting changes (never, in Stagehand).
    public static let reduceTransparencyStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when the reduce-motion setting changes (never, in Stagehand).
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangedNotification")
    /// Posted when VoiceOver starts or stops (never, in Stagehand).
    public static let voiceOverStatusDidChangeNotification = Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
