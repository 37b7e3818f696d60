/// UIKit's `UIVisualEffect`: an effect a `UIVisualEffectView` shows (rule W10): a value,
/// never drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// An effect.
    public override init() { super.init() }
    /// An effect: the coder is not read.
    public required init?(coder: NSCoder) { super.init() }
}
