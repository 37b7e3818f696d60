import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' `CGAffineTransform`, which Foundation on Linux lacks: the matrix
/// `[a b 0; c d 0; tx ty 1]`. A view's `transform` is one: the engine keeps and animates it
/// (rule H4) without applying it to the frame it reports.
public struct CGAffineTransform: Equatable, Sendable {
    /// The matrix's entries, as Core Graphics names them.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform of the matrix `[a b 0; c d 0; tx ty 1]`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The zero matrix, as Core Graphics' `init()` gives.
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by `sx`, `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }
}
#endif
