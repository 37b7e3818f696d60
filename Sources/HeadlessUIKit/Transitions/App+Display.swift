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
        try runtime.transitionWindow(to: size, userTraits: runtime.display.userTraits, animated: animated,
                                     cause: "the window was resized to \(size) (E1)")
    }

    /// Rule E1: rotates the device: portrait and landscape swap the window's width and
    /// height (nothing happens when it is already so); the transition is animated.
    public func rotate(to orientation: Orientation) throws(EngineError) {
        let size = runtime.display.size
        guard Orientation(of: size) != orientation else { return }
        try runtime.transitionWindow(to: Size(width: size.height, height: size.width), userTraits: runtime.display.userTraits,
                                     animated: true, cause: "the device rotated to \(orientation.rawValue) (E1)")
    }

    /// Rule E2: the user changes the window's traits (dark mode, text size): every trait
    /// `traits` specifies but the size classes, which follow the window's size. Controllers
    /// whose traits change get `traitCollectionDidChange`, parents before children; no size
    /// transition happens, so no coordinator either.
    public func setTraits(_ traits: TraitCollection) throws(EngineError) {
        let userTraits = runtime.display.userTraits.overridden(by: TraitCollection(
            userInterfaceStyle: traits.userInterfaceStyle, preferredContentSizeCategory: traits.preferredContentSizeCategory))
        guard userTraits != runtime.display.userTraits else { return }
        runtime.withCause("the window's traits changed to \(userTraits) (E2)", rule: .E2) {
            runtime.display.userTraits = userTraits
            if let root = window.rootViewController { runtime.updateTraits(from: root) }
        }
    }
}
