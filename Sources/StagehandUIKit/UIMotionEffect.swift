/// UIKit's `UIMotionEffect`: a change of a view's properties with the device's tilt. A
/// view keeps the effects added to it; Stagehand's device never tilts, so none applies.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    /// An effect.
    public override init() { super.init() }
    /// An effect: the coder is not read.
    public required init?(coder: NSCoder) { super.init() }

    /// The key paths to change and their values for `viewerOffset`: none in the base class.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
