/// What a window's size says about the device (rules E1, E3): its size classes, and the
/// insets of the status bar and the home indicator that the safe area leaves out.
///
/// The device is known by its window: a short side of 768 points or more is an iPad, else an
/// iPhone, one with a notch and a home indicator when its long side is 812 points or more.
enum DeviceModel {
    /// UIKit's size classes for a full-screen window of `size` (Apple's Human Interface
    /// Guidelines, "Layout", device size classes): iPads are regular both ways; iPhones are
    /// compact wide and regular tall in portrait, compact tall in landscape, and regular wide
    /// in landscape only on the large models (a short side of 414 points or more).
    static func sizeClasses(for size: Size) -> (horizontal: SizeClass, vertical: SizeClass) {
        let short = min(size.width, size.height)
        if short >= 768 { return (.regular, .regular) }
        switch Orientation(of: size) {
        case .portrait: return (.compact, .regular)
        case .landscape: return (short >= 414 ? .regular : .compact, .compact)
        }
    }

    /// The window's safe area insets for `size` (rule E3). Choice, from Apple's device
    /// metrics: an iPhone without a notch has a 20-point status bar in portrait and hides it in
    /// landscape; a notched iPhone has 47 points on top and a 34-point home indicator in
    /// portrait, 47 on each side and 21 at the bottom in landscape (the values of the iPhone 12
    /// to 14; the X and 11 Pro had 44, the Dynamic Island models have 59); an iPad keeps a
    /// 20-point status bar both ways.
    static func safeAreaInsets(for size: Size) -> EdgeInsets {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        if short >= 768 { return EdgeInsets(top: 20) }
        let notched = long >= 812
        switch Orientation(of: size) {
        case .portrait: return notched ? EdgeInsets(top: 47, bottom: 34) : EdgeInsets(top: 20)
        case .landscape: return notched ? EdgeInsets(left: 47, bottom: 21, right: 47) : .zero
        }
    }
}
