extension UIFont {
    /// UIKit's `UIFont.TextStyle`: the Dynamic Type styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public var rawValue: String
        /// A style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A style named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The large title: 34 points.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The first title: 28 points.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The second title: 22 points.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The third title: 20 points.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headlines: 17 points, semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Subheadlines: 15 points.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callouts: 16 points.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Footnotes: 13 points.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// The first caption: 12 points.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// The second caption: 11 points.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Rule I3: the size at the default content size category (`large`), from Apple's
        /// Dynamic Type table; 17 for a style it does not list.
        var defaultSize: CGFloat {
            let sizes: [(TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                                 (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12),
                                                 (.caption2, 11)]
            return sizes.first { $0.0 == self }?.1 ?? 17
        }
    }
}
