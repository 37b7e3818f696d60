import Foundation

/// Core Animation's `CAShapeLayer`: a layer that draws a path (rule J2). Nothing is drawn:
/// the layer keeps its path and colours, as a mask or a shape is read back.
open class CAShapeLayer: CALayer {
    /// The shape, nil by default.
    open var path: CGPath?
    /// The colour inside the path: opaque black by default, as Core Animation's.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The colour of the path's outline: none by default.
    open var strokeColor: CGColor?
    /// Which points are inside the path: `.nonZero` by default; kept as set (rule J2).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The outline's width: 1 by default.
    open var lineWidth: CGFloat = 1
    /// Where the outline starts along the path, 0 to 1: 0 by default.
    open var strokeStart: CGFloat = 0
    /// Where the outline ends along the path, 0 to 1: 1 by default.
    open var strokeEnd: CGFloat = 1
}
