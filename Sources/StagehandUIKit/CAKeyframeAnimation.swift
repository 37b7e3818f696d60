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
}
