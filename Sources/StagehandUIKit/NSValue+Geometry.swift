import Foundation

/// UIKit's geometry in `NSValue`: Foundation on Linux has only `init(point:)`, `pointValue`
/// and their size and rectangle forms.
extension NSValue {
    /// A value holding `point`, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}
