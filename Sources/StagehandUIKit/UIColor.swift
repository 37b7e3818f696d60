import HeadlessUIKit

/// UIKit's `UIColor`, so that code that colours its views compiles: stored, never drawn.
public final class UIColor: Equatable, Sendable {
    /// The components, 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether the components are equal.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Dark grey.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The system background (light appearance).
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The grouped background (light appearance).
    public static let systemGroupedBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    /// The label colour (light appearance).
    public static let label = UIColor(white: 0, alpha: 1)
    /// The secondary label colour (light appearance).
    public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    /// The system grey.
    public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    /// The system blue.
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
}

extension UIColor {
    /// The engine's colour.
    var engineColor: HeadlessUIKit.Color {
        HeadlessUIKit.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The colour of the engine's.
    convenience init(_ color: HeadlessUIKit.Color) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }

    /// Core Graphics' colour of this colour (a layer's colours, rule H7).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
