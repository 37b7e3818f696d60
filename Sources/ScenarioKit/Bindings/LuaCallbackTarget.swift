import HeadlessUIKit
import LuaBridge

/// A Lua object the engine sends callbacks to: a table (its methods found through metatables
/// too), a controller or a view. Data sources, delegates, animators and interaction
/// controllers written in Lua are all one of these: the registry's spec of each callback
/// says what the method is given (the sender first, when UIKit passes one) and what its
/// answer must be. A script's mistakes become the pending error.
///
/// Its trace name is the controller's or view's name, else the table's `name`, else the
/// role's (`dataSource`).
final class LuaCallbackTarget: CallbackReceiver {
    let value: LuaValue
    unowned let environment: ScenarioEnvironment
    let traceName: String

    init(value: LuaValue, role: ScriptRole, environment: ScenarioEnvironment) {
        self.value = value
        self.environment = environment
        switch value {
        case .object(let controller as ViewController): traceName = controller.name
        case .object(let view as View): traceName = view.name
        default: traceName = environment.state.tableGet(value, "name").asString ?? role.rawValue
        }
    }

    /// Whether the script's object has the callback's method (UIKit's `respondsToSelector:`):
    /// a table's lookup finds one; a controller or view has one when the script gave it one
    /// (its class's own members do not count).
    func implements(_ callback: Callback.Name) -> Bool {
        let state = environment.state
        if case .object(let object) = value { return state.method(of: object, named: callback.spec.luaName) != nil }
        return state.callFromHost(environment.hasMethod, [value, .string(callback.spec.luaName)])?.first?.asBool == true
    }

    /// Calls `value:method(sender?, arguments...)` and reads the answer as the spec says.
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        let spec = callback.spec
        let state = environment.state
        var arguments = CallbackArguments.lua(for: callback, in: state)
        if spec.receiver.sender != nil, let sender { arguments.insert(.object(sender), at: 0) }
        guard let results = state.callFromHost(environment.callMethod, [value, .string(spec.luaName)] + arguments),
              results.first?.asBool == true else { return answerWithoutMethod(callback) }
        do {
            return try CallbackAnswer.read(results.count > 1 ? results[1] : .nil, answering: callback,
                                           what: "\(traceName) \(spec.luaName)", in: environment)
        } catch {
            state.setPendingError(error)
            return Self.failedAnswer(callback)
        }
    }

    /// The answer when the object has no method for `callback` (or it failed): UIKit's
    /// default answer if it has one; nothing for a callback without an answer or an optional
    /// one (the engine then takes UIKit's default); a mistake otherwise (`the data source
    /// Cards has no method numberOfItems`).
    private func answerWithoutMethod(_ callback: Callback) -> CallbackValue {
        let spec = callback.spec
        if let answer = spec.defaultAnswer { return .number(answer) }
        guard spec.returns != .nothing, !spec.isOptional else { return .nothing }
        environment.state.setPendingError(LuaError(message: "the \(spec.receiver.role) \(traceName) has no method \(spec.luaName)"))
        return Self.failedAnswer(callback)
    }

    /// What the engine takes from a method that failed to answer: no count (0), else nothing.
    private static func failedAnswer(_ callback: Callback) -> CallbackValue {
        callback.spec.returns == .count ? .number(0) : .nothing
    }

    /// Rules X1-X4: `value` as a receiver of `role` (an animator or an interaction
    /// controller) that a script gave (`what`: where it came from): nil stays nil; a
    /// `PercentDrivenInteractiveTransition` is an interaction controller as it is; a table
    /// with the role's required methods becomes a target; anything else is an error.
    static func transitionPart(_ value: LuaValue, as role: ScriptRole, in environment: ScenarioEnvironment, what: String,
                               verb: String = "must return") throws(LuaError) -> CallbackReceiver? {
        if value.isNil { return nil }
        if role == .interactionController, let driven = value.asObject(PercentDrivenInteractiveTransition.self) { return driven }
        guard case .table = value else {
            let expected = role == .animator
                ? "an animator (a table with transitionDuration and animateTransition) or nil"
                : "a PercentDrivenInteractiveTransition, a table with startInteractiveTransition, or nil"
            throw LuaError(message: "\(what) \(verb) \(expected), got \(value.typeName)")
        }
        let target = LuaCallbackTarget(value: value, role: role, environment: environment)
        let receiver: Callback.Spec.Receiver = role == .animator ? .animator : .interactionController
        environment.lintUncalledMethods(of: target, hearing: [receiver])
        let missing = Callback.Name.allCases.filter { $0.spec.receiver == receiver && !$0.spec.isOptional && !target.implements($0) }
        guard missing.isEmpty else {
            throw LuaError(message: "the \(receiver.role) \(target.traceName) from \(what) has no \(missing.map(\.spec.luaName).joined(separator: " and ")) method")
        }
        return target
    }
}
