import HeadlessUIKit
import LuaBridge

extension LuaClass {
    /// The property `role` of an `Owner`, holding a script's delegate or data source (a table
    /// or a controller; see ``ScenarioEnvironment/setScriptTarget(_:as:of:attach:)``): reading
    /// it gives back what the script set, and setting it runs `set`, which stores it as `role`.
    func scriptTargetProperty<Owner: AnyObject>(
        _ role: ScriptRole, of _: Owner.Type,
        set: @escaping (Owner, LuaValue, ScenarioEnvironment) throws(LuaError) -> Void
    ) {
        property(role.rawValue, get: { object, state in
            guard let owner = object as? Owner else { return .nil }
            return state.environment?.scriptTarget(role, of: owner) ?? .nil
        }, set: { object, value, state throws(LuaError) in
            guard let owner = object as? Owner else { return }
            try set(owner, value, state.scenarioEnvironment())
        })
    }
}
