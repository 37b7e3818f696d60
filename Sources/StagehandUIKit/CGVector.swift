import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' `CGVector`, which Foundation on Linux lacks: a spring's initial velocity.
public struct CGVector: Equatable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
#endif
