/// Asking a controller about orientations (rule E6).
extension ViewController {
    /// Rule E6: asks this controller an orientation question (`supportedInterfaceOrientations`,
    /// `shouldAutorotate`, `preferredInterfaceOrientationForPresentation`). A script's override
    /// or a Swift controller that ``responds(to:)`` it is sent the callback, traced; otherwise
    /// its base answers untraced (a surface's property, which an app's subclass overrides), so
    /// that scenarios that never override them keep their traces.
    func askOrientation(_ name: Callback.Name) -> CallbackValue {
        let callback = Callback(name)
        if implementsOptional(name) { return send(callback, rule: .E6) }
        return runtime.dispatcher.sending(name, to: self) { performBase(callback) }
    }

    /// Rule E6: the orientations this controller answers that it supports.
    var answeredSupportedOrientations: InterfaceOrientationMask {
        askOrientation(.supportedInterfaceOrientations).number.map { InterfaceOrientationMask(rawValue: UInt(max(0, $0))) }
            ?? .idiomDefault(for: runtime.display.size)
    }

    /// Rule E6: whether this controller lets the window turn.
    var answeredShouldAutorotate: Bool { askOrientation(.shouldAutorotate).flag ?? true }

    /// Rule E6: the orientation this controller answers it prefers for a full-screen
    /// presentation.
    var answeredPreferredOrientation: InterfaceOrientation {
        askOrientation(.preferredInterfaceOrientationForPresentation).text.flatMap(InterfaceOrientation.init(rawValue:))
            ?? InterfaceOrientation(Orientation(of: runtime.display.size))
    }

    /// Rule E6 (iOS 16's `setNeedsUpdateOfSupportedInterfaceOrientations()`): the window asks
    /// the controller that decides again and turns when the current orientation is no longer
    /// supported, or when the way the device is held now is.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        runtime.withCause("\(object: name) setNeedsUpdateOfSupportedInterfaceOrientations (E6)", rule: .E6) {
            runtime.turnToSupportedOrientation(preferring: nil)
        }
    }
}

extension ModalPresentationStyle {
    /// Whether a controller presented this way fills the window, so that the window asks it
    /// about orientations (rule E6): `fullScreen` and `overFullScreen`.
    public var fillsWindow: Bool { self == .fullScreen || self == .overFullScreen }
}
