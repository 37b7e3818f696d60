import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' `CGVector`, which Foundation on Linux lacks: a two-dimensional vector.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of (`dx`, `dy`).
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector of (`dx`, `dy`).
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))

    /// The zero vector.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }
}
#endif
