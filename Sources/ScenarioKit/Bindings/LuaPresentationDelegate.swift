import HeadlessUIKit
import LuaBridge

/// A presentation controller's delegate written in Lua (rule S9): any table (methods found
/// through metatables too) or controller with some of `presentationControllerShouldDismiss`,
/// `presentationControllerWillDismiss`, `presentationControllerDidDismiss` and
/// `presentationControllerDidAttemptToDismiss`, each called as `delegate:method(presented)`.
/// A script's mistakes become the pending error.
final class LuaPresentationDelegate: LuaMethodTarget, PresentationControllerDelegate {
    init(value: LuaValue, environment: ScenarioEnvironment) {
        super.init(value: value, environment: environment, defaultName: "presentationDelegate")
    }

    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool {
        guard let result = call(.presentationControllerShouldDismiss, [.object(presented)]) else { return true }
        guard case .boolean(let answer) = result else {
            environment.state.setPendingError(LuaError(message: "\(traceName) presentationControllerShouldDismiss must return a boolean, got \(result.typeName)"))
            return true
        }
        return answer
    }

    func presentationControllerWillDismiss(_ presented: ViewController) { call(.presentationControllerWillDismiss, [.object(presented)]) }
    func presentationControllerDidDismiss(_ presented: ViewController) { call(.presentationControllerDidDismiss, [.object(presented)]) }
    func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
        call(.presentationControllerDidAttemptToDismiss, [.object(presented)])
    }
}
