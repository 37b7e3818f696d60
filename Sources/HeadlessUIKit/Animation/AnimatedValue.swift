/// The animatable properties of a view (rules N1, H4): what an animations block records when
/// it changes one, as a list of numbers that interpolate component by component.
public enum AnimatedKey: String, Sendable, CaseIterable {
    /// The frame: x, y, width, height.
    case frame
    /// The opacity.
    case alpha
    /// The affine transform: a, b, c, d, tx, ty.
    case transform
    /// The background colour: red, green, blue, alpha (rule H4).
    case backgroundColor
}

/// A value of an ``AnimatedKey``: its numbers.
public struct AnimatedValue: Equatable, Sendable {
    /// The components, in the key's order.
    public var components: [Double]

    /// A value of these components.
    public init(_ components: [Double]) { self.components = components }

    /// A frame's value.
    public init(_ rect: Rect) { components = [rect.minX, rect.minY, rect.width, rect.height] }
    /// A transform's value.
    public init(_ transform: Transform2D) {
        components = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    }

    /// The value a fraction `p` of the way from `self` to `other` (p may overshoot 0...1).
    public func mixed(with other: AnimatedValue, _ p: Double) -> AnimatedValue {
        guard components.count == other.components.count else { return p < 0.5 ? self : other }
        return AnimatedValue(zip(components, other.components).map { $0 + ($1 - $0) * p })
    }

    /// The value as a frame.
    public var rect: Rect {
        guard components.count == 4 else { return .zero }
        let c = components
        return Rect(x: c[0], y: c[1], width: c[2], height: c[3])
    }
    /// The value as a transform.
    public var transform: Transform2D {
        guard components.count == 6 else { return .identity }
        let c = components
        return Transform2D(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5])
    }
    /// A colour's value.
    public init(_ color: Color) { components = [color.red, color.green, color.blue, color.alpha] }
    /// The value as a colour.
    public var color: Color {
        guard components.count == 4 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let c = components
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
    /// The value as a single number (the opacity).
    public var number: Double { components.first ?? 0 }
}
