/// A colour of a view or a layer (rule H4): red, green, blue and alpha components from 0 to 1.
/// Stored and animated, never drawn.
public struct Color: Equatable, Sendable {
    /// The components.
    public var red, green, blue, alpha: Double

    /// A colour of these components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}
