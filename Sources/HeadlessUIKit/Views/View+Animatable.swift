/// A view's animatable properties as animated values (rules N1, H4).
extension View {
    /// The model value of `key`: what the view's property holds.
    public func modelValue(_ key: AnimatedKey) -> AnimatedValue {
        switch key {
        case .frame: AnimatedValue(frame)
        case .alpha: AnimatedValue([alpha])
        case .transform: AnimatedValue(transform)
        case .backgroundColor: backgroundColor.map(AnimatedValue.init) ?? AnimatedValue([])
        }
    }

    /// Sets the model value of `key` without animating it (an animator finishing or stopping,
    /// rule H1).
    func setModelValue(_ key: AnimatedKey, _ value: AnimatedValue) {
        runtime.animator.withoutAnimation += 1
        defer { runtime.animator.withoutAnimation -= 1 }
        switch key {
        case .frame: frame = value.rect
        case .alpha: alpha = value.number
        case .transform: transform = value.transform
        case .backgroundColor: if value.components.count == 4 { backgroundColor = value.color }
        }
    }

    /// The value of `key` the view shows now: its model value, or where an animation has it.
    public func presentationValue(_ key: AnimatedKey) -> AnimatedValue {
        runtime.presentationValue(of: self, key)
    }
}
