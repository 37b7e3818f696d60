import HeadlessUIKit
import LuaBridge

/// A presentation controller's delegate written in Lua (rule S9): any table (methods found
/// through metatables too) or controller with some of `presentationControllerShouldDismiss`,
/// `presentationControllerWillDismiss`, `presentationControllerDidDismiss` and
/// `presentationControllerDidAttemptToDismiss`, each called as `delegate:method(presented)`.
/// A script's mistakes become the pending error.
final class LuaPresentationDelegate: PresentationControllerDelegate {
    let value: LuaValue
    unowned let environment: ScenarioEnvironment
    let traceName: String

    init(value: LuaValue, environment: ScenarioEnvironment) {
        self.value = value
        self.environment = environment
        switch value {
        case .object(let controller as ViewController): traceName = controller.name
        default: traceName = environment.state.tableGet(value, "name").asString ?? "presentationDelegate"
        }
    }

    func implements(_ callback: Callback.Name) -> Bool {
        environment.state.callFromHost(environment.hasMethod, [value, .string(callback.spec.luaName)])?.first?.asBool == true
    }

    /// Calls `value:name(presented)`; nil when the method is missing or failed.
    @discardableResult
    private func call(_ name: Callback.Name, _ presented: ViewController) -> LuaValue? {
        let state = environment.state
        guard let results = state.callFromHost(environment.callMethod, [value, .string(name.spec.luaName), .object(presented)]),
              results.first?.asBool == true else { return nil }
        return results.count > 1 ? results[1] : .nil
    }

    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool {
        guard let result = call(.presentationControllerShouldDismiss, presented) else { return true }
        guard case .boolean(let answer) = result else {
            environment.state.setPendingError(LuaError(message: "\(traceName) presentationControllerShouldDismiss must return a boolean, got \(result.typeName)"))
            return true
        }
        return answer
    }

    func presentationControllerWillDismiss(_ presented: ViewController) { call(.presentationControllerWillDismiss, presented) }
    func presentationControllerDidDismiss(_ presented: ViewController) { call(.presentationControllerDidDismiss, presented) }
    func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
        call(.presentationControllerDidAttemptToDismiss, presented)
    }
}
