import HeadlessUIKit
import LuaBridge

/// How the engine reaches a script: its overrides of controller callbacks, its unwind
/// actions, its objects standing for themselves as receivers, and its answers read by name.
extension ScenarioEnvironment: CallbackOverriding {
    /// Runs the Lua override of `callback` for `controller`, if the script has one.
    public func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
        if !spies.isEmpty { recordSpies(of: callback, on: controller) }
        guard let function = state.method(of: controller, named: callback.spec.luaName) else { return nil }
        let arguments = [.object(controller)] + CallbackArguments.lua(for: callback, in: state)
        guard let results = state.callFromHost(function, arguments) else { return CallbackValue.nothing }
        do {
            let what = "\(controller.name) \(callback.spec.traceName)(\(callback.traceArguments.joined(separator: ", ")))"
            return try CallbackAnswer.read(results.first ?? .nil, answering: callback, what: what, in: self)
        } catch {
            state.setPendingError(error)
            return CallbackValue.nothing
        }
    }

    /// Whether the script gives `controller` a method named `action` (rule S12).
    public func respondsToAction(_ action: String, on controller: ViewController) -> Bool {
        state.method(of: controller, named: action) != nil
    }

    /// Calls the script's method `action` on `controller` with the segue (rule S12).
    public func performAction(_ action: String, on controller: ViewController, segue: Segue) -> Bool {
        guard let function = state.method(of: controller, named: action) else { return false }
        _ = state.callFromHost(function, [.object(controller), CallbackArguments.luaSegue(segue, in: state)])
        return true
    }

    /// Rules Q4, U1: the controller or view itself, as a Lua target: a table's controller
    /// hears its scroll callbacks when the table has no delegate; a cell hears its own
    /// `prepareForReuse`. Kept alive under the object.
    public func receiver(standingFor object: AnyObject) -> CallbackReceiver? {
        let key = ScriptTargetKey(owner: ObjectIdentifier(object), role: .itself)
        if let existing = scriptTargets[key] { return existing }
        let target = LuaCallbackTarget(value: .object(object), role: .itself, environment: self)
        scriptTargets[key] = target
        return target
    }

    /// The script's answer to `shouldAutomaticallyForwardAppearanceMethods`, if it gives one.
    public func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? {
        let name = "shouldAutomaticallyForwardAppearanceMethods"
        switch state.field(of: controller, named: name) {
        case .boolean(let value):
            return value
        case .function(let ref):
            guard let results = state.callFromHost(.function(ref), [.object(controller)]) else { return nil }
            return results.first?.asBool ?? false
        default:
            return nil
        }
    }
}
