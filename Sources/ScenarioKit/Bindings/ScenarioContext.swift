import HeadlessUIKit
import LuaBridge

// Stagehand's classes and global functions are described once per process and shared by every
// scenario's state, so they capture no scenario: they find it through the state they run in,
// whose owner is its ScenarioEnvironment.

extension LuaState {
    /// The scenario environment this state belongs to; nil for a state Stagehand did not make.
    var environment: ScenarioEnvironment? { owner as? ScenarioEnvironment }

    /// The scenario environment this state belongs to, or an error for a state that has none.
    func scenarioEnvironment() throws(LuaError) -> ScenarioEnvironment {
        guard let environment else { throw LuaError(message: "this Lua state belongs to no scenario") }
        return environment
    }
}

extension LuaCall {
    /// The environment of the scenario making this call.
    var environment: ScenarioEnvironment {
        get throws(LuaError) { try state.scenarioEnvironment() }
    }

    /// The app of the scenario making this call.
    var app: App {
        get throws(LuaError) { try state.scenarioEnvironment().app }
    }
}
