import Foundation
import HeadlessUIKit

/// Core Animation's values (`fromValue`, `toValue`, keyframe values: numbers, points, sizes,
/// rectangles, transforms, colours) as the engine's numbers (rule H9).
enum CAValue {
    /// The numbers of `value`, or nil for a value Stagehand does not animate.
    static func animated(_ value: Any?) -> AnimatedValue? {
        switch value {
        case let number as CGFloat: AnimatedValue([Double(number)])
        case let number as Double: AnimatedValue([number])
        case let number as Float: AnimatedValue([Double(number)])
        case let number as Int: AnimatedValue([Double(number)])
        case let number as NSNumber: AnimatedValue([number.doubleValue])
        case let boxed as NSValue: boxedNumbers(boxed).map(AnimatedValue.init)
        case let point as CGPoint: AnimatedValue([Double(point.x), Double(point.y)])
        case let size as CGSize: AnimatedValue([Double(size.width), Double(size.height)])
        case let rect as CGRect: AnimatedValue([Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)])
        case let transform as CATransform3D: AnimatedValue(transform.engine.m)
        case let color as CGColor: AnimatedValue([Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)])
        case let color as UIColor: AnimatedValue([Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)])
        default: nil
        }
    }

    /// The numbers of a point, size, rectangle or transform in an `NSValue` (rule H13).
    static func boxedNumbers(_ value: NSValue) -> [Double]? {
        if value.holdsTransform { return value.caTransform3DValue.engine.m }
        switch String(cString: value.objCType) {
        case "{CGPoint=dd}": return [Double(value.pointValue.x), Double(value.pointValue.y)]
        case "{CGSize=dd}": return [Double(value.sizeValue.width), Double(value.sizeValue.height)]
        case "{CGRect={CGPoint=dd}{CGSize=dd}}":
            let r = value.rectValue
            return [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
        default: return nil
        }
    }
}
