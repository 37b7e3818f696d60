import HeadlessUIKit
import LuaBridge

/// Rule V4: a table set as a data source, delegate, animator or interaction controller with a
/// function that looks meant for Stagehand but that it never calls (a near miss of one of the
/// role's callbacks, another role's callback, or a method of the role's UIKit protocol that
/// Stagehand does not model) is linted, so that the mistake does not pass
/// unnoticed. Its other functions are its own business (helpers, a class's `new`).
extension ScenarioEnvironment {
    /// Lints each function of `target` (when it is a table) that is a near miss of a callback
    /// the registry sends to one of `receivers`, a callback of another role, or one of the
    /// receivers' ``Callback/Spec/Receiver/unmodelledMethods``, saying which;
    /// each finding once (an animator a delegate hands out again is not linted again).
    func lintUncalledMethods(of target: LuaCallbackTarget, hearing receivers: [Callback.Spec.Receiver]) {
        guard case .table = target.value, let names = state.callFromHost(functionNames, [target.value])?.first else { return }
        let specs = Callback.Name.allCases.map(\.spec)
        let callbacks = specs.filter { receivers.contains($0.receiver) }.map(\.luaName)
        let protocols = Self.withArticle(receivers.map(\.rawValue).joined(separator: " or "))
        for name in state.arrayValues(names).compactMap(\.asString) where !callbacks.contains(name) {
            let message: String
            let nearMisses = NameSuggestions.nearMisses(of: name, among: callbacks)
            if !nearMisses.isEmpty {
                message = "'\(name)' is not a callback of \(protocols), and Stagehand never calls it"
                    + NameSuggestions.didYouMean(Array(nearMisses.prefix(1)))
            } else if let other = specs.first(where: { $0.luaName == name && !$0.isOverridable && !receivers.contains($0.receiver) }) {
                message = "'\(name)' is a callback of \(Self.withArticle(other.receiver.rawValue)), not of \(protocols): Stagehand never calls it here"
            } else if let known = receivers.first(where: { $0.unmodelledMethods.contains(name) }) {
                message = "'\(name)' is a method of UIKit's \(known.uikitProtocol ?? known.rawValue) that Stagehand does not model: it is never called"
            } else {
                continue
            }
            guard uncalledMethodsLinted.insert(target.traceName + " " + message).inserted else { continue }
            app.lint(target.traceName, message, rule: .V4)
        }
    }

    /// `a PageViewControllerDelegate`, `an AnimatedTransitioning`.
    private static func withArticle(_ name: String) -> String {
        ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }
}
