import HeadlessUIKit
import LuaBridge

/// Reads the option tables of `app:animate{...}` and `vc:transition{...}`.
enum AnimationOptions {
    /// `duration`, `delay` (default 0) and the curve from `options` (a string or an array of
    /// strings such as `"curveEaseOut"`; other options are accepted and ignored).
    static func read(_ table: LuaValue, _ state: LuaState, what: String,
                     defaultDuration: Double? = nil) throws(LuaError) -> (duration: Double, delay: Double, curve: AnimationCurve) {
        func seconds(_ key: String, default fallback: Double?) throws(LuaError) -> Double {
            let value = state.tableGet(table, key)
            if value.isNil, let fallback { return fallback }
            guard let number = value.asDouble, number.isFinite, number >= 0 else {
                throw LuaError(message: "\(what): \(key) must be a number of seconds, not below 0, got \(value.shownInMessage)")
            }
            return number
        }
        let duration = try seconds("duration", default: defaultDuration)
        let delay = try seconds("delay", default: 0)
        var curve = AnimationCurve.easeInOut
        let options = state.tableGet(table, "options")
        let names: [LuaValue]
        switch options {
        case .nil: names = []
        case .string: names = [options]
        case .table: names = state.arrayValues(options)
        default: throw LuaError(message: "\(what): options must be a string or an array of strings")
        }
        for name in names {
            if let text = name.asString, let match = AnimationCurve(rawValue: text) { curve = match }
        }
        return (duration, delay, curve)
    }

    /// An optional function field.
    static func function(_ table: LuaValue, _ key: String, _ state: LuaState, what: String) throws(LuaError) -> LuaValue? {
        let value = state.tableGet(table, key)
        switch value {
        case .nil: return nil
        case .function: return value
        default: throw LuaError(message: "\(what): \(key) must be a function, got \(value.typeName)")
        }
    }
}
