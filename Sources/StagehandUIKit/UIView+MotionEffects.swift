extension UIView {
    /// The motion effects added to the view: kept; Stagehand's device never tilts, so none
    /// changes the view.
    public var motionEffects: [UIMotionEffect] {
        get { storedMotionEffects }
        set { storedMotionEffects = newValue }
    }
    /// Adds `effect` to ``motionEffects`` (once).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        if !storedMotionEffects.contains(where: { $0 === effect }) { storedMotionEffects.append(effect) }
    }
    /// Removes `effect` from ``motionEffects``.
    public func removeMotionEffect(_ effect: UIMotionEffect) { storedMotionEffects.removeAll { $0 === effect } }
}
