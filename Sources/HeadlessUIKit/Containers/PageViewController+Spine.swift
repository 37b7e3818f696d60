/// The page view controller's spine: rule S16.
extension PageViewController {
    /// Where the pages turn (UIKit's `UIPageViewController.SpineLocation`).
    public enum SpineLocation: String, CaseIterable, Sendable {
        /// No spine: the scroll style.
        case none
        /// The leading edge (one page at a time).
        case min
        /// The middle (two pages side by side).
        case mid
        /// The trailing edge.
        case max
    }

    /// Rule S16: when the window turns between portrait and landscape, a page curl asks its
    /// delegate `spineLocationFor(orientation)` (`"portrait"` or `"landscape"`, the orientation
    /// it turns to) and takes the answer as its ``spineLocation``; no answer keeps it. The
    /// scroll style is not asked (it has no spine). Stagehand still shows one page: a `mid`
    /// answer is recorded, and the two pages UIKit then shows are not modelled (**choice**).
    func askSpineLocation(turningTo size: Size) {
        let orientation = Orientation(of: size)
        guard transitionStyle == .pageCurl, orientation != Orientation(of: runtime.display.size) else { return }
        let answer = runtime.send(Callback(.spineLocationFor, .string(orientation.rawValue)), to: delegate, from: self, rule: .S16)
        if let location = answer?.text.flatMap(SpineLocation.init(rawValue:)) { spineLocation = location }
    }
}
