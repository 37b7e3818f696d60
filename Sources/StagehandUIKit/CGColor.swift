import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' `CGColor`, which Foundation on Linux lacks: an RGBA colour, what a layer's
/// colours are (rule H7). `UIColor.cgColor` makes one.
public final class CGColor: Equatable, @unchecked Sendable {
    /// The components, 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat
    /// The opacity, 0 to 1.
    public let alpha: CGFloat

    /// A colour from its components (Core Graphics' `CGColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey (Core Graphics' `CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The components, red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// Whether the components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }
}
#endif
