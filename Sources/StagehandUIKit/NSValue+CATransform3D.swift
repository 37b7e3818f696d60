import Foundation
import HeadlessUIKit

/// A 3D transform in an `NSValue` (rule H13). Foundation on Linux cannot box a structure, so
/// the value holds the sixteen numbers as an array (`objCType` `[16d]`; on iOS it is the
/// structure `{CATransform3D=dddddddddddddddd}`).
extension NSValue {
    /// The type code of a boxed transform.
    static let transformType = "[16d]"

    /// A value holding a 3D transform.
    public convenience init(caTransform3D t: CATransform3D) {
        let numbers = t.engine.m
        self.init(bytes: numbers, objCType: Self.transformType)
    }

    /// Whether the value holds a 3D transform.
    var holdsTransform: Bool { String(cString: objCType) == Self.transformType }

    /// The 3D transform held, or the identity for a value of another type.
    public var caTransform3DValue: CATransform3D {
        guard holdsTransform else { return CATransform3DIdentity }
        var numbers = [Double](repeating: 0, count: 16)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(Transform3D(numbers))
    }
}
