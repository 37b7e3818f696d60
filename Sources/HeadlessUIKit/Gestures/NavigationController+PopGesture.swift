/// Rule G9: the navigation controller's interactive pop gesture drives its interactive pop
/// (rule S3) as UIKit's private `handleNavigationTransition:` target does.
extension NavigationController {
    /// How fast a lift must move to decide against the distance: 500 points per second
    /// (**choice**: UIKit's threshold is unpublished).
    public static let popFlickVelocity = 500.0

    func makePopGestureRecognizer() -> ScreenEdgePanGestureRecognizer {
        let recognizer = ScreenEdgePanGestureRecognizer(runtime: runtime, name: "\(name).interactivePopGestureRecognizer")
        recognizer.edges = [.left]
        // UIKit's own delegate lets it begin only with a controller to go back to and no
        // transition running; a delegate the app sets answers instead.
        recognizer.defaultShouldBegin = { [weak self] in
            guard let self else { return false }
            return viewControllers.count > 1 && !isTransitioning && !isInteractivelyPopping && isOnScreen
        }
        recognizer.addAction(GestureAction(name: "handleNavigationTransition:", target: self) { [weak self] recognizer in
            self?.handlePopGesture(recognizer)
        })
        return recognizer
    }

    /// Began starts the pop; each change sets its percent to the translation over the view's
    /// width; the lift finishes it past half the width, or when moving right faster than
    /// ``popFlickVelocity``, and cancels it otherwise (or when moving left that fast);
    /// a cancelled gesture cancels it.
    private func handlePopGesture(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        let width = max(viewIfLoaded?.bounds.width ?? 1, 1)
        let percent = min(max(pan.translation(in: viewIfLoaded).x / width, 0), 1)
        switch pan.state {
        case .began:
            beginInteractivePop()
            interactivePopCoordinator?.percentComplete = percent
        case .changed:
            interactivePopCoordinator?.percentComplete = percent
        case .ended:
            interactivePopCoordinator?.percentComplete = percent
            let velocity = pan.velocity(in: viewIfLoaded).x
            let finishes = velocity > Self.popFlickVelocity || (velocity >= -Self.popFlickVelocity && percent > 0.5)
            if finishes { finishInteractivePop() } else { cancelInteractivePop() }
        case .cancelled, .failed:
            cancelInteractivePop()
        case .possible:
            break
        }
    }
}
