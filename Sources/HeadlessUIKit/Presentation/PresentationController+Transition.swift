/// A presentation controller's part in its presentation's and dismissal's transitions
/// (rule M1): the hooks that ``ViewController/checkedPresent(_:animated:completion:)`` and
/// ``ViewController/dismiss(animated:completion:)`` call.
extension PresentationController {
    /// Sends `name` to this controller when it is custom (traced, rule M1); runs the base
    /// member of a system one, untraced.
    @discardableResult
    func ask(_ name: Callback.Name, _ arguments: Callback.Argument...) -> CallbackValue {
        let callback = Callback(name, arguments: arguments)
        guard isCustom else { return base(callback) }
        return runtime.send(callback, to: self, from: nil, rule: .M1) ?? .nothing
    }

    /// Rule M1: the presentation begins, presented by `presenter`: whether the presenter
    /// disappears is decided (a custom presentation asks `shouldRemovePresentersView`, a
    /// system one follows its style, rule S8).
    func begin(presentedBy presenter: ViewController, in window: Window) {
        presentingViewController = presenter
        coversPresenter = isCustom ? ask(.shouldRemovePresentersView).flag ?? false : presentationStyle.coversPresenter
        if isCustom { containerView = View(runtime: runtime, name: "\(presentedViewController?.name ?? name).containerView", frame: window.bounds) }
    }

    /// Rule M1: puts the presented view in place, after the appearance begins: a custom
    /// presentation makes its container view (over the whole window, in front), sends
    /// `presentationTransitionWillBegin`, then lays the container out
    /// (`containerViewWillLayoutSubviews`, the presented view at
    /// `frameOfPresentedViewInContainerView`, `containerViewDidLayoutSubviews`); the system's
    /// styles run `placeSystem`, and a sheet then takes its detent's height (rule M3).
    func placePresentedView(in window: Window, placeSystem: () -> Void) {
        guard isCustom, let controller = presentedViewController else {
            containerView = window
            placeSystem()
            (self as? SheetPresentationController)?.fitPresentedView()
            (self as? SheetPresentationController)?.attachSheetPan()    // rule G15
            return
        }
        guard let container = containerView else { return }
        try? window.addSubview(container)
        ask(.presentationTransitionWillBegin)
        let view = ask(.presentedView).view ?? controller.view
        try? container.addSubview(view)
        placedView = view
        layOutContainer(placing: view)
    }

    /// Rule M1: the container's layout pass: `containerViewWillLayoutSubviews`, the presented
    /// view takes `frameOfPresentedViewInContainerView`, `containerViewDidLayoutSubviews`.
    func layOutContainer(placing view: View) {
        guard isCustom, let container = containerView else { return }
        ask(.containerViewWillLayoutSubviews)
        if let frame = ask(.frameOfPresentedViewInContainerView).rect, view.superview === container {
            view.frame = frame
        }
        ask(.containerViewDidLayoutSubviews)
    }

    /// Rule M1: the presentation ended (`completed`) or was cancelled: a custom one hears
    /// `presentationTransitionDidEnd`, after the presented controller's `viewDidAppear`
    /// and before the completion (the presenter's view has left the window by then when
    /// `shouldRemovePresentersView` said so, rule W2); cancelled, the container goes.
    func presentationDidEnd(_ completed: Bool) {
        ask(.presentationTransitionDidEnd, .bool(completed))
        if !completed {
            removeContainer()
            (self as? SheetPresentationController)?.detachSheetPan()
        }
    }

    /// Rule M1: the dismissal begins, after the appearance callbacks' begins (and a removed
    /// presenter's view is back in the window, rule W2): a custom presentation controller
    /// hears `dismissalTransitionWillBegin`.
    func dismissalWillBegin() {
        ask(.dismissalTransitionWillBegin)
    }

    /// Rule M1: the dismissal ended (`completed`) or was cancelled, after the presented
    /// controller's `viewDidDisappear`: completed, the container goes.
    func dismissalDidEnd(_ completed: Bool) {
        ask(.dismissalTransitionDidEnd, .bool(completed))
        if completed {
            removeContainer()
            (self as? SheetPresentationController)?.detachSheetPan()
        }
    }

    /// Takes the custom container view out of the window.
    private func removeContainer() {
        guard isCustom, let container = containerView else { return }
        container.removeFromSuperview()
        containerView = nil
    }
}
