/// Which orientations the window may take, and turning it (rule E6).
extension Runtime {
    /// Rule E6: the controller the window asks about orientations: the root, or the topmost
    /// controller presented over it that fills the window (`fullScreen`, `overFullScreen`).
    var orientationDecider: ViewController? {
        guard var decider = window?.rootViewController else { return nil }
        var next = decider.presentedController
        while let presented = next, charge() {    // rule R3: ends once the engine has stopped
            if presented.modalPresentationStyle.fillsWindow { decider = presented }
            next = presented.presentedController
        }
        return decider
    }

    /// Rule E6: the orientations the window may take under `decider`: those it supports that
    /// the app supports too (all the app's without a decider).
    func allowedOrientations(under decider: ViewController?) -> InterfaceOrientationMask {
        guard let decider else { return display.supportedOrientations }
        return decider.answeredSupportedOrientations.intersection(display.supportedOrientations)
    }

    /// Rule E6: why the window does not follow the device to `shape`, or nil when it does. The
    /// deciding controller is asked `shouldAutorotate`, then `supportedInterfaceOrientations`.
    func rotationRefusal(to shape: Orientation) -> String? {
        let decider = orientationDecider
        if let decider, !decider.answeredShouldAutorotate {
            return "\(decider.name).shouldAutorotate is false"
        }
        let supported = decider?.answeredSupportedOrientations
        guard (supported ?? .all).intersection(display.supportedOrientations).supports(shape) else {
            let whose = decider.flatMap { decider in supported.map { "\(decider.name) supports \($0.name), " } } ?? ""
            return "\(shape.rawValue) is not supported (\(whose)the app \(display.supportedOrientations.name))"
        }
        return nil
    }

    /// Rule E6: turns the window, when the controller that decides (or `presenting`, about to be
    /// presented full screen) does not support its orientation, or prefers another it
    /// supports: to `preferred` when given and supported, else to the way the device is held
    /// when supported, else to the first supported shape (portrait before landscape). Nothing
    /// happens when no orientation is allowed.
    func turnToSupportedOrientation(preferring preferred: InterfaceOrientation?, decider given: ViewController? = nil) {
        let allowed = allowedOrientations(under: given ?? orientationDecider)
        let current = Orientation(of: display.size)
        let candidates = [preferred?.shape, display.deviceOrientation, current] + Orientation.allCases.map { Optional($0) }
        guard let target = candidates.compactMap({ $0 }).first(where: { allowed.supports($0) }), target != current else { return }
        try? transitionWindow(to: Size(width: display.size.height, height: display.size.width), userTraits: display.userTraits,
                              animated: true, cause: "the window turned to \(target.rawValue), which \((given ?? orientationDecider)?.name ?? "the app") supports (E6)")
        if display.deviceOrientation == target { display.deviceOrientation = nil }
    }

    /// Rule E6: before `controller` is presented full screen, the window turns to the
    /// orientation it prefers for the presentation when it supports it and it differs from
    /// the current one, or away from an orientation it does not support.
    func orientForPresentation(of controller: ViewController) {
        guard controller.modalPresentationStyle.fillsWindow else { return }
        withCause("\(object: controller.name) is presented full screen (E6)", rule: .E6) {
            turnToSupportedOrientation(preferring: controller.answeredPreferredOrientation, decider: controller)
        }
    }
}
