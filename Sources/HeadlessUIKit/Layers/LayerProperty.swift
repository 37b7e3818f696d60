/// A layer's animatable properties (rules H7, H9), each a list of numbers, and the key paths
/// Core Animation animates them by.
public enum LayerProperty: String, Sendable, CaseIterable {
    case position, bounds, anchorPoint, opacity, transform, zPosition
    case cornerRadius, borderWidth, borderColor, backgroundColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor

    /// How many numbers a value has.
    public var width: Int {
        switch self {
        case .opacity, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius: 1
        case .position, .anchorPoint, .shadowOffset: 2
        case .bounds, .borderColor, .backgroundColor, .shadowColor: 4
        case .transform: 16
        }
    }
}

/// What an animation's key path names (rule H9): some numbers of a property
/// (`position.x` is the first of `position`), or a part of the transform
/// (`transform.rotation.z`), which Core Animation applies through a value function.
public enum LayerKeyPath: Equatable, Sendable {
    /// The numbers `range` of `property`.
    case components(LayerProperty, Range<Int>)
    /// A part of the transform, one number.
    case transformPart(TransformPart)

    /// The transform parts Core Animation's key paths name.
    public enum TransformPart: String, Sendable {
        case scale = "transform.scale", scaleX = "transform.scale.x", scaleY = "transform.scale.y"
        case rotation = "transform.rotation", rotationZ = "transform.rotation.z"
        case translationX = "transform.translation.x", translationY = "transform.translation.y"

        /// The transform of the part's value.
        public func transform(_ value: Double) -> Transform3D {
            switch self {
            case .scale: .scale(value, value, 1)
            case .scaleX: .scale(value, 1, 1)
            case .scaleY: .scale(1, value, 1)
            case .rotation, .rotationZ: .rotation(value, 0, 0, 1)
            case .translationX: .translation(value, 0, 0)
            case .translationY: .translation(0, value, 0)
            }
        }

        /// The part's value in the identity.
        public var identityValue: Double {
            switch self {
            case .scale, .scaleX, .scaleY: 1
            case .rotation, .rotationZ, .translationX, .translationY: 0
            }
        }
    }

    /// The key path `text` names, or nil for one Stagehand does not animate.
    public init?(_ text: String) {
        if let property = LayerProperty(rawValue: text) {
            self = .components(property, 0..<property.width)
            return
        }
        if let part = TransformPart(rawValue: text) {
            self = .transformPart(part)
            return
        }
        switch text {
        case "position.x": self = .components(.position, 0..<1)
        case "position.y": self = .components(.position, 1..<2)
        case "bounds.origin": self = .components(.bounds, 0..<2)
        case "bounds.size": self = .components(.bounds, 2..<4)
        case "bounds.size.width": self = .components(.bounds, 2..<3)
        case "bounds.size.height": self = .components(.bounds, 3..<4)
        case "anchorPoint.x": self = .components(.anchorPoint, 0..<1)
        case "anchorPoint.y": self = .components(.anchorPoint, 1..<2)
        case "shadowOffset.width": self = .components(.shadowOffset, 0..<1)
        case "shadowOffset.height": self = .components(.shadowOffset, 1..<2)
        default: return nil
        }
    }

    /// The property it animates.
    public var property: LayerProperty {
        switch self {
        case .components(let property, _): property
        case .transformPart: .transform
        }
    }

    /// How many numbers its values have.
    public var width: Int {
        switch self {
        case .components(_, let range): range.count
        case .transformPart: 1
        }
    }
}
