import ScenarioKit
import Testing
@testable import stagehand

/// `stagehand run` parses its options into one ``RunConfiguration`` and stops there: each
/// option, and each environment variable it honours, lands in one field.
@Suite("The run's configuration")
struct RunConfigurationTests {
    func configuration(_ arguments: [String], environment: [String: String] = [:]) throws -> RunConfiguration {
        try Run.parse(arguments).configuration(environment: environment)
    }

    @Test("without options: the scenarios folder once, every scenario, seed 1, the default limits, worker processes, a 60 s clock")
    func defaults() throws {
        let configuration = try configuration([])
        #expect(configuration.paths == ["scenarios"])
        #expect(configuration.runner.filter == nil && configuration.runner.tags == nil && configuration.runner.excludedTags.isEmpty)
        #expect(configuration.runner.seed == 1 && !configuration.runner.strict && configuration.runner.record == .missing)
        #expect(configuration.runner.limits.instructions == ScenarioLimits().instructions)
        #expect(configuration.runner.limits.memoryBytes == ScenarioLimits().memoryBytes)
        #expect(!configuration.runner.refusesFocus)
        #expect(configuration.shard == nil && !configuration.lastFailed)
        #expect(configuration.repetitions == 1 && !configuration.untilFailure)
        #expect(configuration.jobs >= 1 && !configuration.inProcess)
        #expect(configuration.timeout == .seconds(60) && configuration.deadline == nil)
    }

    @Test("every option lands in its field")
    func everyOption() throws {
        let configuration = try configuration([
            "a.lua", "dir", "--filter", "menu", "--tags", "x,y", "--tags", "x", "--exclude-tags", "slow", "--last-failed",
            "--repeat", "3", "--until-failure", "--strict", "--max-instructions", "1000", "--max-memory", "2000",
            "--timeout", "1.5", "--seed", "18446744073709551615", "--shard", "2/3", "--jobs", "5", "--record", "all",
            "--deadline", "0.25",
        ])
        #expect(configuration.paths == ["a.lua", "dir"])
        #expect(configuration.runner.filter == "menu" && configuration.runner.tags == ["x", "y"] && configuration.runner.excludedTags == ["slow"])
        #expect(configuration.runner.seed == .max && configuration.runner.strict && configuration.runner.record == .all)
        #expect(configuration.runner.limits.instructions == 1000 && configuration.runner.limits.memoryBytes == 2000)
        #expect(configuration.shard == Shard(index: 2, count: 3) && configuration.lastFailed)
        #expect(configuration.repetitions == 3 && configuration.untilFailure)
        #expect(configuration.jobs == 5 && !configuration.inProcess)
        #expect(configuration.timeout == .milliseconds(1500) && configuration.deadline == .milliseconds(250))
        #expect(try self.configuration(["--in-process", "--timeout", "0"]).inProcess)
        #expect(try self.configuration(["--timeout", "0"]).timeout == nil)
    }

    @Test("the environment: CI refuses scenario.only and records nothing unless --record says; Bazel's variables name the shard unless --shard does")
    func environment() throws {
        let ci = try configuration([], environment: ["CI": "true"])
        #expect(ci.runner.refusesFocus && ci.runner.record == .never)
        #expect(try configuration(["--record", "missing"], environment: ["CI": "true"]).runner.record == .missing)
        #expect(try !configuration([], environment: ["CI": ""]).runner.refusesFocus)
        let bazel = ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"]
        #expect(try configuration([], environment: bazel).shard == Shard(index: 3, count: 3))
        #expect(try configuration(["--shard", "1/2"], environment: bazel).shard == Shard(index: 1, count: 2))
    }

    @Test("what a worker is sent is the configuration's runner, whole")
    func workerGetsTheRunner() throws {
        let runner = try configuration(["--filter", "menu", "--tags", "x", "--seed", "9", "--strict"], environment: ["CI": "1"]).runner
        let sent = WorkerRequest.configure(WorkerConfiguration(runner: runner, forkWidth: 4))
        guard case .configure(let received)? = WorkerRequest(line: sent.line) else {
            Issue.record("the configuration did not read back")
            return
        }
        #expect(received == WorkerConfiguration(runner: runner, forkWidth: 4))
        #expect(received.runner.filter == "menu" && received.runner.tags == ["x"] && received.runner.seed == 9)
        #expect(received.runner.strict && received.runner.refusesFocus && received.runner.record == .never)
    }
}
