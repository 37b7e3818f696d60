import HeadlessUIKit
import LuaBridge

/// The names a script gives a stack view's axis, distribution and alignment (rule Y9).
enum StackArguments {
    /// A spacing: a number of points, not below 0, or `"system"` (UIKit's
    /// `spacingUseSystem`, rule Y9).
    static func spacing(_ value: LuaValue, _ what: String) throws(LuaError) -> Double {
        if value.asString == "system" { return StackView.spacingUseSystem }
        guard let number = value.asDouble, number.isFinite, number >= 0 else {
            throw LuaError(message: "\(what) must be a number of points, not below 0, or \"system\", got \(value.shownInMessage)")
        }
        return number
    }

    /// `"vertical"` or `"horizontal"`.
    static func axis(_ value: LuaValue) throws(LuaError) -> LayoutAxis {
        try named(value, "axis", LayoutAxis.allCases)
    }

    /// One of UIKit's distributions by name (`"fill"`, `"fillEqually"`, ...).
    static func distribution(_ value: LuaValue) throws(LuaError) -> StackDistribution {
        try named(value, "distribution", StackDistribution.allCases)
    }

    /// One of UIKit's alignments by name; `"top"` is `"leading"` and `"bottom"` `"trailing"`.
    static func alignment(_ value: LuaValue) throws(LuaError) -> StackAlignment {
        if value.asString == "top" { return .top }
        if value.asString == "bottom" { return .bottom }
        return try named(value, "alignment", StackAlignment.allCases, also: ["top", "bottom"])
    }

    /// A boolean property's value.
    static func flag(_ value: LuaValue, _ what: String) throws(LuaError) -> Bool {
        guard case .boolean(let flag) = value else {
            throw LuaError(message: "\(what) must be a boolean, got \(value.shownInMessage)")
        }
        return flag
    }

    private static func named<Value: RawRepresentable>(_ value: LuaValue, _ what: String, _ cases: [Value], also: [String] = []) throws(LuaError) -> Value
    where Value.RawValue == String {
        if let name = value.asString, let found = cases.first(where: { $0.rawValue == name }) { return found }
        let shown = value.asString.map { "\"\($0)\"" } ?? value.shownInMessage
        throw LuaError(message: "\(what) must be one of \((cases.map(\.rawValue) + also).joined(separator: ", ")), got \(shown)")
    }
}
