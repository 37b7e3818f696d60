/// Core Animation's `CAPropertyAnimation`: an animation of one key path of a layer (rule H9).
open class CAPropertyAnimation: CAAnimation {
    /// The key path it animates (`opacity`, `position.x`, `transform.rotation.z`...).
    open var keyPath: String? {
        get { engineAnimation.keyPath }
        set { engineAnimation.keyPath = newValue }
    }
    /// Whether the values add to the model value (stored).
    open var isAdditive = false
    /// Whether repeats build on each other (stored).
    open var isCumulative = false

    override func copyStoredValues(to copy: CAAnimation) {
        super.copyStoredValues(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        (copy.isAdditive, copy.isCumulative) = (isAdditive, isCumulative)
    }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
