/// The object a layer asks about its content (rule J6): a view is its layer's delegate.
/// Stagehand draws nothing, so it asks nothing; apps read `delegate` to find a layer's view.
public protocol CALayerDelegate: AnyObject {}

extension UIView: CALayerDelegate {}

/// Rule J6: a layer is equal to itself only, as `NSObject`'s `isEqual(_:)` answers.
extension CALayer: Equatable, Hashable {
    /// Whether `lhs` and `rhs` are the same layer.
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// The layer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
