/// The window's size, orientation and traits: rules E1 to E4.
extension App {
    /// The window's size in points (375 x 667 until changed).
    public var windowSize: Size { runtime.display.size }
    /// The window's orientation.
    public var orientation: Orientation { Orientation(of: runtime.display.size) }
    /// The window's traits: the size classes of its size and the user's traits.
    public var windowTraits: TraitCollection { runtime.display.windowTraits }

    /// Rule E1: resizes the window (a window resized by multitasking, or another device's
    /// screen); `animated` gives the transition a rotation's duration.
    public func setSize(_ size: Size, animated: Bool = false) throws(EngineError) {
        runtime.display.deviceOrientation = nil
        try runtime.transitionWindow(to: size, userTraits: runtime.display.userTraits, animated: animated,
                                     cause: "the window was resized to \(size) (E1)")
    }

    /// Rules E1 and E6: rotates the device: portrait and landscape swap the window's width and
    /// height (nothing happens when it is already so); the transition is animated. The window
    /// follows only when the controller that decides (the root, or the topmost full-screen
    /// presented controller) lets it turn and supports the orientation, as the app does (rule
    /// E6); otherwise nothing happens, and the returned text says why (the window turns later,
    /// when the decider supports the way the device is held). Returns nil when the window
    /// turned or already had the orientation.
    @discardableResult
    public func rotate(to orientation: Orientation) throws(EngineError) -> String? {
        let size = runtime.display.size
        guard Orientation(of: size) != orientation else {
            runtime.display.deviceOrientation = nil
            return nil
        }
        let refusal = runtime.withCause("the device rotated to \(orientation.rawValue) (E6)", rule: .E6) {
            runtime.rotationRefusal(to: orientation)
        }
        if let refusal {
            runtime.display.deviceOrientation = orientation
            return refusal
        }
        runtime.display.deviceOrientation = nil
        try runtime.transitionWindow(to: Size(width: size.height, height: size.width), userTraits: runtime.display.userTraits,
                                     animated: true, cause: "the device rotated to \(orientation.rawValue) (E1)")
        return nil
    }

    /// Rule E6: the orientations the app supports (its Info.plist list): every one but upside
    /// down until changed (**choice**: Xcode's iPhone template). The window turns at once when
    /// its orientation is no longer allowed.
    public var supportedInterfaceOrientations: InterfaceOrientationMask {
        get { runtime.display.supportedOrientations }
        set {
            runtime.display.supportedOrientations = newValue
            runtime.withCause("the app's supported orientations became \(newValue.name) (E6)", rule: .E6) {
                runtime.turnToSupportedOrientation(preferring: nil)
            }
        }
    }

    /// Rule E2: the user changes the window's traits (dark mode, text size, the language's
    /// direction): every trait `traits` specifies but the size classes, which follow the
    /// window's size. Controllers whose traits change get `traitCollectionDidChange`, parents
    /// before children; no size transition happens, so no coordinator either. A new direction
    /// lays the constraints out again (rule Y15).
    public func setTraits(_ traits: TraitCollection) throws(EngineError) {
        let userTraits = runtime.display.userTraits.overridden(by: TraitCollection(
            userInterfaceStyle: traits.userInterfaceStyle, preferredContentSizeCategory: traits.preferredContentSizeCategory,
            layoutDirection: traits.layoutDirection))
        guard userTraits != runtime.display.userTraits else { return }
        runtime.withCause("the window's traits changed to \(userTraits) (E2)", rule: .E2) {
            if userTraits.layoutDirection != runtime.display.userTraits.layoutDirection { runtime.layoutEngine?.directionChanged() }
            runtime.display.userTraits = userTraits
            if let root = window.rootViewController { runtime.updateTraits(from: root) }
        }
    }
}
