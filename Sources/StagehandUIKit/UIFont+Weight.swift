extension UIFont {
    /// UIKit's `UIFont.Weight`: a font's weight, from -1 (lightest) to 1 (heaviest), with
    /// UIKit's values for the named ones.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light: -0.8.
        public static let ultraLight = Weight(-0.8)
        /// Thin: -0.6.
        public static let thin = Weight(-0.6)
        /// Light: -0.4.
        public static let light = Weight(-0.4)
        /// Regular: 0.
        public static let regular = Weight(0)
        /// Medium: 0.23.
        public static let medium = Weight(0.23)
        /// Semibold: 0.3.
        public static let semibold = Weight(0.3)
        /// Bold: 0.4.
        public static let bold = Weight(0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(0.56)
        /// Black: 0.62.
        public static let black = Weight(0.62)

        /// The style in a system font's name (`Regular`, `Semibold`).
        var styleName: String {
            let named: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
                                             (.black, "Black")]
            return named.first { $0.0 == self }?.1 ?? "Regular"
        }
    }
}
