/// Which way the interface is held, as UIKit's `UIInterfaceOrientation` without the two sides
/// of each: portrait when the window is at least as tall as it is wide.
public enum Orientation: String, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape

    /// The orientation of a window of `size`.
    public init(of size: Size) {
        self = size.height >= size.width ? .portrait : .landscape
    }
}
