import ScenarioKit

/// The hint under an error about a capitalised global that is nil (`attempt to index a nil
/// value (global 'SlideMenu')`): most likely a Swift class the test did not register, or
/// registered too late.
enum UnregisteredClassHint {
    /// `result` with the hint after its message when the message is such an error.
    static func added(to result: ScenarioResult) -> ScenarioResult {
        guard result.status.isError, let name = missingGlobal(in: result.message), name.first?.isUppercase == true else { return result }
        var result = result
        result.message += "\nhint: if \(name) is a Swift class, register it with Stagehand.register in the registering closure of Stagehand.scenarios(at:) or runScenarios(at:): listing the scenarios runs each file's top level, which needs its classes"
        return result
    }

    /// The name in the first `nil value (global 'NAME')` of `message`.
    private static func missingGlobal(in message: String) -> String? {
        guard let start = message.range(of: "nil value (global '") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
