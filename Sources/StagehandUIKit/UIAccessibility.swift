/// UIKit's `UIAccessibility`: the state of the assistive technologies (rule W8). Stagehand's
/// user runs none (**choice**): apps take their ordinary paths.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Whether VoiceOver is on: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion: false.
    public static var isReduceMotionEnabled: Bool { false }
}
