/// Key-value observing of a view's safe area: rule W15.
extension View {
    /// Rule W15: at the start of the view's layout, `safeAreaInsets` observers hear of insets
    /// that differ from the ones they last heard of (those of the moment the first of them
    /// observed); equal insets notify no one.
    func notifySafeAreaObservers() {
        guard let heard = observedSafeAreaInsets else { return }
        let insets = safeAreaInsets
        guard insets != heard else { return }
        observedSafeAreaInsets = insets
        notify("safeAreaInsets")
    }
}
