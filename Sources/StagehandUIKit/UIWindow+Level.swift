extension UIWindow {
    /// UIKit's window levels: where a window lies among the app's windows. Stored, as
    /// Stagehand models one window.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value: higher levels lie in front.
        public let rawValue: CGFloat
        /// A level of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's ordinary windows (0).
        public static let normal = Level(0)
        /// The status bar's level (1000).
        public static let statusBar = Level(1000)
        /// The alerts' level (2000).
        public static let alert = Level(2000)
        /// Whether `lhs` lies behind `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level `rhs` above `lhs`, as `.normal + 1`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
