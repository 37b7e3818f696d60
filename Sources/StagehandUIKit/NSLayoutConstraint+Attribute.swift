import HeadlessUIKit

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`, with its raw values. The margin attributes
    /// relate the edges and centres of the view's layout margins (rule Y13).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The last baseline, under its older name.
        public static var baseline: Attribute { .lastBaseline }

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
            case .leftMargin: .leftMargin
            case .rightMargin: .rightMargin
            case .topMargin: .topMargin
            case .bottomMargin: .bottomMargin
            case .leadingMargin: .leadingMargin
            case .trailingMargin: .trailingMargin
            case .centerXWithinMargins: .centerXWithinMargins
            case .centerYWithinMargins: .centerYWithinMargins
            case .notAnAttribute: .notAnAttribute
            }
        }

        /// The engine's attribute.
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
            case .leftMargin: .leftMargin
            case .rightMargin: .rightMargin
            case .topMargin: .topMargin
            case .bottomMargin: .bottomMargin
            case .leadingMargin: .leadingMargin
            case .trailingMargin: .trailingMargin
            case .centerXWithinMargins: .centerXWithinMargins
            case .centerYWithinMargins: .centerYWithinMargins
            case .notAnAttribute: .notAnAttribute
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
