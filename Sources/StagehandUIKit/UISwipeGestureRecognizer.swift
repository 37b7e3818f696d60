import HeadlessUIKit

/// UIKit's `UISwipeGestureRecognizer` (rule G8): discrete; recognized when the fingers go far
/// enough in one of its directions.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    override class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        SwipeGestureRecognizer(app: app, name: name)
    }

    private var swipe: SwipeGestureRecognizer? { engineRecognizer as? SwipeGestureRecognizer }
    private static let pairs: [(Direction, SwipeDirection)] = [(.right, .right), (.left, .left), (.up, .up), (.down, .down)]

    /// The directions it recognizes (right by default).
    open var direction: UISwipeGestureRecognizer.Direction {
        get {
            let engine = swipe?.directions ?? []
            return Direction(Self.pairs.filter { pair in engine.contains(pair.1) }.map(\.0))
        }
        set { swipe?.directions = Self.pairs.filter { newValue.contains($0.0) }.map(\.1) }
    }
    /// The fingers needed (1 by default).
    open var numberOfTouchesRequired: Int {
        get { swipe?.numberOfTouchesRequired ?? 1 }
        set { swipe?.numberOfTouchesRequired = newValue }
    }
}
