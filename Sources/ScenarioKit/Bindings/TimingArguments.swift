import HeadlessUIKit
import LuaBridge

/// Reads a property animator's timing from a Lua table (rules H2, H3): `curve` (`"easeInOut"`,
/// `"easeIn"`, `"easeOut"`, `"linear"`), `controlPoints = {x1, y1, x2, y2}`, `dampingRatio`
/// (a spring fitting the duration), or `spring = {mass=, stiffness=, damping=}`; with a spring,
/// `initialVelocity`. Nil when the table names none.
enum TimingArguments {
    static let keys = ["curve", "controlPoints", "dampingRatio", "spring", "initialVelocity"]

    static func read(_ table: LuaValue, _ state: LuaState, what: String) throws(LuaError) -> TimingCurve? {
        let velocity = try number(state.tableGet(table, "initialVelocity"), what: "\(what): initialVelocity") ?? 0
        let curve = state.tableGet(table, "curve"), points = state.tableGet(table, "controlPoints")
        let ratio = state.tableGet(table, "dampingRatio"), spring = state.tableGet(table, "spring")
        let given = [curve, points, ratio, spring].filter { !$0.isNil }.count
        if given > 1 { throw LuaError(message: "\(what): give one of curve, controlPoints, dampingRatio and spring") }
        if !curve.isNil {
            guard let name = curve.asString, let match = AnimationCurve.named(name) else {
                throw LuaError(message: "\(what): curve must be one of \"easeInOut\", \"easeIn\", \"easeOut\", \"linear\", got \(curve.shownInMessage)")
            }
            return TimingCurve(match)
        }
        if !points.isNil {
            let numbers = state.arrayValues(points).compactMap(\.asDouble).filter(\.isFinite)
            guard numbers.count == 4 else {
                throw LuaError(message: "\(what): controlPoints must be four finite numbers {x1, y1, x2, y2}")
            }
            return .bezier(CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
        }
        if !ratio.isNil {
            guard let value = try number(ratio, what: "\(what): dampingRatio"), value >= 0 else {
                throw LuaError(message: "\(what): dampingRatio must be a number not below 0, got \(ratio.shownInMessage)")
            }
            return .spring(SpringMotion(dampingRatio: value, initialVelocity: velocity), fitsDuration: true)
        }
        if !spring.isNil {
            guard case .table = spring else { throw LuaError(message: "\(what): spring must be a table {mass=, stiffness=, damping=}") }
            let mass = try number(state.tableGet(spring, "mass"), what: "\(what): spring.mass") ?? 1
            let stiffness = try number(state.tableGet(spring, "stiffness"), what: "\(what): spring.stiffness") ?? 100
            let damping = try number(state.tableGet(spring, "damping"), what: "\(what): spring.damping") ?? 10
            guard mass > 0, stiffness > 0, damping >= 0 else {
                throw LuaError(message: "\(what): spring needs mass and stiffness above 0 and damping not below 0")
            }
            return .spring(SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity), fitsDuration: false)
        }
        return nil
    }

    /// A finite number, or nil for nil.
    static func number(_ value: LuaValue, what: String) throws(LuaError) -> Double? {
        if value.isNil { return nil }
        guard let number = value.asDouble, number.isFinite else {
            throw LuaError(message: "\(what) must be a finite number, got \(value.shownInMessage)")
        }
        return number
    }
}

extension AnimationCurve {
    /// The curve of a property animator's `curve` name (`"easeInOut"`), or of an animation
    /// option (`"curveEaseInOut"`).
    static func named(_ name: String) -> AnimationCurve? {
        if let curve = AnimationCurve(rawValue: name) { return curve }
        return AnimationCurve.allCases.first { $0.rawValue == "curve" + name.prefix(1).uppercased() + name.dropFirst() }
    }
}
