import Foundation

/// Core Animation's `CATransform3D` (rule H7): a 4×4 matrix acting on row vectors, so that
/// `a.concatenating(b)` applies `a` first, then `b`, as `CATransform3DConcat(a, b)` does.
public struct Transform3D: Equatable, Sendable {
    /// The entries, row by row (`m11, m12, m13, m14, m21, ... m44`).
    public var m: [Double]

    /// The matrix of these 16 entries (missing entries are the identity's).
    public init(_ entries: [Double]) {
        var values = Transform3D.identityEntries
        for (index, value) in entries.prefix(16).enumerated() { values[index] = value }
        m = values
    }

    private static let identityEntries: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D(identityEntries)

    /// `CATransform3DIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `CATransform3DMakeTranslation`.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1])
    }

    /// `CATransform3DMakeScale`.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        Transform3D([sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1])
    }

    /// `CATransform3DMakeRotation`: `angle` radians about the axis `(x, y, z)`; a zero axis
    /// gives the identity, as Core Animation does.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D([t * x * x + c, t * x * y + z * s, t * x * z - y * s, 0,
                            t * x * y - z * s, t * y * y + c, t * y * z + x * s, 0,
                            t * x * z + y * s, t * y * z - x * s, t * z * z + c, 0,
                            0, 0, 0, 1])
    }

    /// `CATransform3DMakeAffineTransform`.
    public init(affine t: Transform2D) {
        self.init([t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1])
    }

    /// `CATransform3DIsAffine`: whether the matrix is an affine transform of the plane.
    public var isAffine: Bool {
        m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0
            && m[10] == 1 && m[11] == 0 && m[14] == 0 && m[15] == 1
    }

    /// `CATransform3DGetAffineTransform`: the affine part (what a view's `transform` shows).
    public var affine: Transform2D { Transform2D(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13]) }

    /// `CATransform3DConcat(self, other)`: `self` then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var result = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += m[row * 4 + k] * other.m[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return Transform3D(result)
    }

    /// `CATransform3DInvert`: the inverse, or `self` unchanged when it has none, as Core
    /// Animation returns.
    public var inverted: Transform3D {
        // Gauss-Jordan elimination with partial pivoting on [m | I].
        var a = m, inverse = Transform3D.identityEntries
        for column in 0..<4 {
            var pivot = column
            for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
            guard abs(a[pivot * 4 + column]) > 1e-12 else { return self }
            if pivot != column {
                for k in 0..<4 {
                    a.swapAt(pivot * 4 + k, column * 4 + k)
                    inverse.swapAt(pivot * 4 + k, column * 4 + k)
                }
            }
            let divisor = a[column * 4 + column]
            for k in 0..<4 {
                a[column * 4 + k] /= divisor
                inverse[column * 4 + k] /= divisor
            }
            for row in 0..<4 where row != column {
                let factor = a[row * 4 + column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= factor * a[column * 4 + k]
                    inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
                }
            }
        }
        return Transform3D(inverse)
    }
}
