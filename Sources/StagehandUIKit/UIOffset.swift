/// UIKit's `UIOffset`: a horizontal and a vertical offset (a bar item's title position, a
/// shadow's offset).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat
    /// An offset of `horizontal` and `vertical`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}
