/// The safe area's notifications: rule E3.
extension Runtime {
    /// Rule E3: marks for layout every controller's view at or below `view` whose safe area
    /// insets differ from those its controller was last told about, so that the next layout
    /// sends `viewSafeAreaInsetsDidChange` before it.
    func markSafeAreaChanges(in view: View) {
        view.forEachInSubtree { current in
            guard let controller = current.viewController, controller.viewIfLoaded === current else { return }
            if current.safeAreaInsets != controller.notifiedSafeAreaInsets { current.setNeedsLayout() }
        }
    }
}

extension ViewController {
    /// Rule E3: at the start of its view's layout, a controller whose view's safe area insets
    /// changed since it was last told gets `viewSafeAreaInsetsDidChange`.
    func notifySafeAreaChange() {
        guard let view = viewIfLoaded else { return }
        let insets = view.safeAreaInsets
        guard insets != notifiedSafeAreaInsets else { return }
        notifiedSafeAreaInsets = insets
        send(.viewSafeAreaInsetsDidChange, rule: .E3)
    }
}
