import HeadlessUIKit
import LuaBridge

/// Reads the option tables of `app:animate{...}` and `vc:transition{...}`.
enum AnimationOptions {
    /// `duration`, `delay` (default 0), the curve from `options` (a string or an array of
    /// strings such as `"curveEaseOut"`) and the flags of rule H5 (`"repeat"`, `"autoreverse"`,
    /// `"beginFromCurrentState"`; other options are accepted and ignored).
    static func read(_ table: LuaValue, _ state: LuaState, what: String,
                     defaultDuration: Double? = nil) throws(LuaError) -> (duration: Double, delay: Double, curve: AnimationCurve, flags: AnimationFlags) {
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
        var flags = AnimationFlags()
        for name in names {
            guard let text = name.asString else { continue }
            if let match = AnimationCurve(rawValue: text) { curve = match }
            switch text {
            case "repeat": flags.repeatCount = .infinity
            case "autoreverse": flags.autoreverses = true
            case "beginFromCurrentState": flags.beginFromCurrentState = true
            default: break
            }
        }
        return (duration, delay, curve, flags)
    }

    /// The option names of `table` (a string or an array of strings), for the transitions.
    static func names(_ table: LuaValue, _ state: LuaState) -> [String] {
        let options = state.tableGet(table, "options")
        switch options {
        case .string(let name): return [name]
        case .table: return state.arrayValues(options).compactMap(\.asString)
        default: return []
        }
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
