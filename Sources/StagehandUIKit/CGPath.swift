import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' `CGPath`, which Foundation on Linux lacks: an immutable path, as a
/// shape layer or a mask draws it (rule J1). Nothing is drawn; the path keeps its elements.
public class CGPath: Equatable, @unchecked Sendable {
    /// The path's steps, in order.
    public internal(set) var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The pen's position: the last element's end point (`.zero` when empty).
    public var currentPoint: CGPoint { elements.currentPoint }
    /// The smallest rectangle that holds the path, control points included.
    public var boundingBox: CGRect { elements.boundingBox }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// Whether the two paths have the same elements (Core Graphics' `CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}
#endif
