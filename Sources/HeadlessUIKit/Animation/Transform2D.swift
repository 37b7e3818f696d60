import Foundation

/// A view's affine transform (rule H4), the matrix `[a b 0; c d 0; tx ty 1]` of Core Graphics'
/// `CGAffineTransform`. The engine keeps it and animates it; it does not change the frame the
/// engine reports (UIKit's frame is undefined under a non-identity transform).
public struct Transform2D: Equatable, Sendable {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: Double

    /// The matrix `[a b 0; c d 0; tx ty 1]`.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `other` (Core Graphics' `concatenating`: `self × other`).
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
}
