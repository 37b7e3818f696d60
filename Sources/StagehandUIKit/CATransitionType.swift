/// Core Animation's `CATransitionType` (rule H9).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cross-fade (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
