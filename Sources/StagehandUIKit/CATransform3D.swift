import Foundation
import HeadlessUIKit

/// Core Animation's `CATransform3D` (rule H7): a 4×4 matrix acting on row vectors; a layer's
/// transform. The functions below are Core Animation's.
public struct CATransform3D: Equatable, Sendable {
    /// The entries, row by row.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row (the translation).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The matrix of these entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The zero matrix, as the C struct's `init()` gives.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The engine's matrix.
    init(_ t: Transform3D) {
        let m = t.m.map { CGFloat($0) }
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// The engine's matrix of this one.
    var engine: Transform3D {
        Transform3D([m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) })
    }
}

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

/// `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.engine.isIdentity }

/// `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(.translation(Double(tx), Double(ty), Double(tz)))
}

/// `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(.scale(Double(sx), Double(sy), Double(sz)))
}

/// `CATransform3DMakeRotation`: `angle` radians about `(x, y, z)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(.rotation(Double(angle), Double(x), Double(y), Double(z)))
}

/// `CATransform3DTranslate`: a translation, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.translation(Double(tx), Double(ty), Double(tz)).concatenating(t.engine))
}

/// `CATransform3DScale`: a scale, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.scale(Double(sx), Double(sy), Double(sz)).concatenating(t.engine))
}

/// `CATransform3DRotate`: a rotation, then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.rotation(Double(angle), Double(x), Double(y), Double(z)).concatenating(t.engine))
}

/// `CATransform3DConcat(a, b)`: `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.engine.concatenating(b.engine))
}

/// `CATransform3DInvert`: the inverse, or `t` when it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { CATransform3D(t.engine.inverted) }

/// `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(affine: m.engine))
}

/// `CATransform3DIsAffine`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.engine.isAffine }

/// `CATransform3DGetAffineTransform`: the affine part.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { CGAffineTransform(t.engine.affine) }

extension CGAffineTransform {
    /// The engine's transform.
    var engine: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// The transform of the engine's.
    init(_ t: Transform2D) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}
