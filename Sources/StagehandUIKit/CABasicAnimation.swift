import HeadlessUIKit

/// Core Animation's `CABasicAnimation` (rule H9): from one value to another, read as Core
/// Animation reads `fromValue`, `toValue` and `byValue`.
open class CABasicAnimation: CAPropertyAnimation {
    override class var engineKind: LayerAnimation.Kind { .basic }
    /// The start value.
    open var fromValue: Any? { didSet { engineAnimation.fromValue = CAValue.animated(fromValue) } }
    /// The end value.
    open var toValue: Any? { didSet { engineAnimation.toValue = CAValue.animated(toValue) } }
    /// The change from the start.
    open var byValue: Any? { didSet { engineAnimation.byValue = CAValue.animated(byValue) } }

    override func copyStoredValues(to copy: CAAnimation) {
        super.copyStoredValues(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
    }
}
