import Foundation
import HeadlessUIKit

/// Core Animation's `CAKeyframeAnimation` (rule H9): through a list of values at key times,
/// interpolated linearly (the other calculation modes are stored).
open class CAKeyframeAnimation: CAPropertyAnimation {
    override class var engineKind: LayerAnimation.Kind { .keyframe }
    /// The values.
    open var values: [Any]? {
        didSet { engineAnimation.values = (values ?? []).compactMap(CAValue.animated) }
    }
    /// Their times, fractions from 0 to 1 (nil spreads them evenly).
    open var keyTimes: [NSNumber]? {
        didSet { engineAnimation.keyTimes = keyTimes?.map(\.doubleValue) }
    }
    /// How values are interpolated (stored: linear is modelled).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The path the animated point follows (rule H14): kept, not followed; the animation runs
    /// through ``values``.
    open var path: CGPath?
    /// The timing function of each segment between two values (rule H14): the only one of a
    /// single segment paces it when the animation has no ``CAAnimation/timingFunction``;
    /// more are kept.
    open var timingFunctions: [CAMediaTimingFunction]? {
        didSet {
            if timingFunction == nil, let functions = timingFunctions, functions.count == 1 {
                engineAnimation.timingFunction = functions[0].curve
            }
        }
    }

    override func copyStoredValues(to copy: CAAnimation) {
        super.copyStoredValues(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        (copy.values, copy.keyTimes, copy.calculationMode) = (values, keyTimes, calculationMode)
        (copy.path, copy.timingFunctions) = (path, timingFunctions)
    }
}
