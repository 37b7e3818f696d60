import HeadlessUIKit
import LuaBridge

/// `expect_golden`: a scenario's trace against its golden file, written when the run records.
extension ScenarioEnvironment {
    /// `expect_golden(app [, name])`: the events after the latest mark against the golden file
    /// `<file>.golden/<name>.trace` (name: the scenario's title by default).
    static let expectGolden = HostFunction(name: "expect_golden") { call throws(LuaError) in
        let environment = try call.environment
        let app = try call.object(1, App.self, expected: "app")
        let name = call.isNil(2) ? nil : try call.string(2)
        let path = environment.goldens.path(forScenarioFile: environment.file, name: name ?? environment.runningTitle)
        switch GoldenTrace.check(app.trace.sinceMark.map(\.text), at: path, mode: environment.goldens.mode) {
        case .matched:
            break
        case .written(let how):
            environment.goldens.written.append(WrittenGolden(path: path, how: how))
        case .failed(let failure):
            environment.recordFailure(failure)
            throw LuaError(message: failure)
        case .differs(let failure, let diff):
            environment.recordFailure(failure, difference: TraceDifference(diff, over: app.trace.sinceMark))
            throw LuaError(message: failure)
        }
        return 0
    }
}
