import HeadlessUIKit
import LuaBridge

/// The Lua objects (tables or controllers) that engine objects send callbacks to: data
/// sources and delegates. Engine objects hold theirs weakly, as UIKit does, so the
/// environment keeps each one alive, under its owner and role, while the scenario runs.
extension ScenarioEnvironment {
    /// Which object a script target serves, and as what.
    struct ScriptTargetKey: Hashable {
        let owner: ObjectIdentifier
        let role: ScriptRole
    }

    /// The Lua value set as `owner`'s `role`, or nil.
    func scriptTarget(_ role: ScriptRole, of owner: AnyObject) -> LuaValue {
        scriptTargets[ScriptTargetKey(owner: ObjectIdentifier(owner), role: role)]?.value ?? .nil
    }

    /// Sets `value` as `owner`'s `role`, hearing the callbacks of `receivers`: nil removes it;
    /// a table or a controller becomes a ``LuaCallbackTarget``, kept alive here and handed to
    /// `attach` (a table's functions that are none of those callbacks are linted, rule V4);
    /// anything else is the error `<role> must be a table or a controller`.
    func setScriptTarget(_ value: LuaValue, as role: ScriptRole, of owner: AnyObject, hearing receivers: [Callback.Spec.Receiver],
                         attach: (LuaCallbackTarget?) -> Void) throws(LuaError) {
        let key = ScriptTargetKey(owner: ObjectIdentifier(owner), role: role)
        switch value {
        case .nil:
            scriptTargets[key] = nil
            attach(nil)
        case .table, .object:
            let target = LuaCallbackTarget(value: value, role: role, environment: self)
            scriptTargets[key] = target
            lintUncalledMethods(of: target, hearing: receivers)
            attach(target)
        default:
            throw LuaError(message: "\(role.rawValue) must be a table or a controller, got \(value.typeName)")
        }
    }
}
