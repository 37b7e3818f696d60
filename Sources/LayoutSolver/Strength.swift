/// How much a constraint matters: required, or optional at a priority on UIKit's
/// `UILayoutPriority` scale.
///
/// Priorities run from 0 to 1000 exactly as UIKit's do: 1000 is ``required`` (the constraint
/// must hold, or adding it throws), anything below is optional. A `UILayoutPriority` maps to
/// `Strength(priority: Double(priority.rawValue))` unchanged, so UIKit's named priorities are
/// the same numbers here (``defaultHigh`` 750, ``defaultLow`` 250, ``fittingSizeLevel`` 50).
///
/// Priorities are symbolic, as Cassowary's strengths are: every distinct priority is a level of
/// its own, and the solver minimises the errors level by level from the highest down. A
/// constraint at priority 751 therefore wins over any number of constraints at 750, whatever
/// their ``weight``. Within one priority the errors are added up, each multiplied by its
/// constraint's ``weight`` (1 unless given), so among equal priorities the solution minimises
/// the weighted sum of violations.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority, clamped into `0...1000`; 1000 is required.
    public let priority: Double
    /// The factor of this constraint's error among the errors of the same priority (at least 0).
    public let weight: Double

    /// The strength of `priority` (clamped into `0...1000`), with `weight` (at least 0) among
    /// constraints of the same priority.
    public init(priority: Double, weight: Double = 1) {
        self.priority = priority.isNaN ? 0 : min(max(priority, 0), Strength.requiredPriority)
        self.weight = weight.isNaN ? 0 : max(weight, 0)
    }

    static let requiredPriority: Double = 1000

    /// Priority 1000: the constraint must hold (UIKit's `.required`).
    public static let required = Strength(priority: 1000)
    /// Priority 750 (UIKit's `.defaultHigh`).
    public static let defaultHigh = Strength(priority: 750)
    /// Priority 250 (UIKit's `.defaultLow`).
    public static let defaultLow = Strength(priority: 250)
    /// Priority 50 (UIKit's `.fittingSizeLevel`).
    public static let fittingSizeLevel = Strength(priority: 50)

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= Strength.requiredPriority }

    /// Orders by priority, then weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// The strength as `required`, `priority` or `priority×weight`.
    public var description: String {
        if isRequired { return "required" }
        return weight == 1 ? "\(priority)" : "\(priority)×\(weight)"
    }
}
