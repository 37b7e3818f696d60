import HeadlessUIKit

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`, with its raw values. The margin attributes are
    /// not modelled: a constraint with one is the app's uncaught exception (rule V3).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The last baseline, under its older name.
        public static var baseline: Attribute { .lastBaseline }

        /// Whether it is one of the margin attributes (`leadingMargin`, ...).
        var isMargin: Bool { rawValue >= Attribute.leftMargin.rawValue }

        init(_ engine: LayoutAttribute) {
            self = switch engine {
            case .left: .left
            case .right: .right
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .lastBaseline: .lastBaseline
            case .firstBaseline: .firstBaseline
            case .notAnAttribute: .notAnAttribute
            }
        }

        /// The engine's attribute; a margin attribute, which the engine does not model, is
        /// `notAnAttribute`, which the engine refuses as a first attribute and pairs with no item.
        var engine: LayoutAttribute {
            switch self {
            case .left: .left
            case .right: .right
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .lastBaseline: .lastBaseline
            case .firstBaseline: .firstBaseline
            case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins: .notAnAttribute
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Relation`, with its raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        init(_ engine: LayoutRelation) {
            self = switch engine {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }

        var engine: LayoutRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Axis`: which way hugging and compression resistance act.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1

        var engine: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
    }
}
