/// The screen the app runs on (rules E1-E3): the window's size, and the traits the user sets
/// (dark mode, text size); the size classes and the safe area follow from the size.
final class DisplayEnvironment {
    /// The window's size: an iPhone's 375 x 667 points in portrait until a script changes it.
    var size = Size(width: 375, height: 667)
    /// The traits the user sets: light mode, the `large` text size and a left-to-right
    /// language unless changed; and the screen's scale, 2 (rule W14).
    var userTraits: TraitCollection = {
        var traits = TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large, layoutDirection: .leftToRight)
        traits.displayScale = DisplayEnvironment.screenScale
        return traits
    }()
    /// Rule W14: the screen's points-to-pixels scale, a Retina iPhone's 2 (UIScreen's `scale`).
    static let screenScale: Double = 2
    /// The orientations the app supports (its Info.plist list, rule E6): every one but upside
    /// down, Xcode's iPhone template's list, until a script changes it (**choice**).
    var supportedOrientations: InterfaceOrientationMask = .allButUpsideDown
    /// The way the device is held when the window could not follow it (rule E6): the window
    /// turns to it as soon as the controller that decides supports it; nil when the window
    /// is held as the device is.
    var deviceOrientation: Orientation?

    /// The window's traits: the size classes of its size, then the user's traits.
    var windowTraits: TraitCollection { Self.windowTraits(size: size, userTraits: userTraits) }

    /// The traits of a window of `size` whose user set `userTraits`.
    static func windowTraits(size: Size, userTraits: TraitCollection) -> TraitCollection {
        let classes = DeviceModel.sizeClasses(for: size)
        return userTraits.overridden(by: TraitCollection(horizontalSizeClass: classes.horizontal,
                                                         verticalSizeClass: classes.vertical))
    }

    /// The window's safe area insets (rule E3).
    var safeAreaInsets: EdgeInsets { DeviceModel.safeAreaInsets(for: size) }

    /// The window's bounds.
    var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
}
