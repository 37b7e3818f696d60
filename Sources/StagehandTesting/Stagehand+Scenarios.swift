import Foundation
import ScenarioKit
import Testing

extension Stagehand {
    /// The scenarios under `path` that `options` select, each to be run as a test case of its
    /// own: the arguments of a parameterised test.
    ///
    /// ```swift
    /// @Suite struct MenuScenarios {
    ///     static func registerClasses() {
    ///         Stagehand.register(SlideMenuController.self, as: "SlideMenu", methods: [...])
    ///     }
    ///
    ///     @Test(arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    ///     @MainActor
    ///     func scenario(_ scenario: Stagehand.Scenario) throws {
    ///         try scenario.run()
    ///     }
    /// }
    /// ```
    ///
    /// Listing a file runs its top level once (that is how a file declares its scenarios), so
    /// the classes it uses must be registered first: `registering` runs before any file is
    /// read, and the classes it registers are the ones these scenarios see, every time they
    /// run, whatever other tests register under the same names. Classes registered with
    /// ``register(_:as:methods:make:)`` outside any `registering` closure are seen by every
    /// test's scenarios.
    ///
    /// - Parameters:
    ///   - path: a `.lua` file or a folder (searched recursively for `.lua` files, in byte
    ///     order of their paths); a relative path is relative to the calling test file's
    ///     folder when it exists there, else to the working directory. Every path the
    ///     scenarios report is absolute.
    ///   - options: the filter, tags, seed, shard, strictness, record mode and report files;
    ///     what they leave unset comes from `environment` (see
    ///     ``Options/resolved(environment:)``).
    ///   - environment: the environment variables to read; the process's by default.
    ///   - registering: registers the classes the scenarios use, with
    ///     ``register(_:as:methods:make:)``.
    ///   - filePath: the calling test file, which a relative `path` is relative to.
    ///   - fileID: the calling test file's ID, for an issue about the call itself.
    ///   - line: the line of the call, for an issue about the call itself.
    /// - Returns: the selected scenarios, in the suite's order (files in byte order of their
    ///   paths, each file's scenarios as it declares them); a file that does not load as one
    ///   scenario titled `(file)` that fails with its error. A missing `path`, a folder without
    ///   a `.lua` file or an option that is not valid gives one scenario that fails with the
    ///   problem, at this call. A filter, tags or a shard that select nothing give none.
    public static func scenarios(at path: String, options: Options = Options(),
                                 environment: [String: String] = ProcessInfo.processInfo.environment,
                                 registering: () -> Void = {},
                                 filePath: String = #filePath, fileID: String = #fileID, line: Int = #line) -> [Scenario] {
        let callSite = SourceLocation(fileID: fileID.contains("/") ? fileID : "Tests/\(fileID)", filePath: filePath,
                                      line: max(1, line), column: 1)
        let root = ScenarioPath.resolve(path, besideTestFile: filePath)
        let extensions = RegistrationScope.extensions(registering: registering)
        let resolved: Options
        do {
            resolved = try options.resolved(environment: environment)
        } catch {
            var unresolved = options
            unresolved.reports = []         // their paths are not checked: nothing is written
            let context = RunContext(options: unresolved, extensions: extensions, environment: environment, callSite: callSite, root: root)
            return [problem("Stagehand options: \(error)", path: root, context: context)]
        }
        let context = RunContext(options: resolved, extensions: extensions, environment: environment, callSite: callSite, root: root)
        let files: [String]
        do {
            files = try ScenarioDiscovery.files(under: [root])
        } catch {
            return expected([problem(ScenarioPath.missing(path, besideTestFile: filePath), path: root, context: context)], context)
        }
        if files.isEmpty { return expected([problem("no .lua file under \(root)", path: root, context: context)], context) }
        var scenarios: [Scenario] = []
        var suitePosition = 0
        for file in files {
            for (position, declared) in context.runner.list(file: file).enumerated() {
                defer { suitePosition += 1 }
                if let shard = resolved.shard, !shard.contains(position: suitePosition) { continue }
                scenarios.append(Scenario(title: declared.title, file: file, line: declared.line, position: position, context: context))
            }
        }
        return expected(scenarios, context)
    }

    /// The scenario that stands for a problem with the call.
    private static func problem(_ message: String, path: String, context: RunContext) -> Scenario {
        Scenario(title: "(file)", file: path, line: 0, position: -1, problem: message, context: context)
    }

    /// `scenarios`, once their report files know to expect them.
    private static func expected(_ scenarios: [Scenario], _ context: RunContext) -> [Scenario] {
        ReportBook.shared.expect(scenarios.map(\.entry), in: context.reports, seed: context.runner.seed)
        return scenarios
    }
}
