import Foundation
import ScenarioKit
import StagehandTesting
import XCTest

/// Runs a scenario file as an XCTest case on the main thread. XCTest runs its tests on the
/// process's main thread, where `Thread.isMainThread` holds, as it does for an iOS app's UIKit
/// code: Pageboy calls `DispatchQueue.main.sync` when it is not on the main thread, which from
/// the main queue's worker thread (where a Swift Testing `@MainActor` test runs on Linux)
/// would deadlock.
enum ScenarioRun {
    /// Runs every scenario of `path` (beside the calling file), failing the test case for
    /// each that does not pass, with its message.
    static func all(_ path: String, registering: () -> Void, filePath: String = #filePath,
                    file: StaticString = #filePath, line: UInt = #line) {
        let scenarios = Stagehand.scenarios(at: path, registering: registering, filePath: filePath)
        XCTAssertFalse(scenarios.isEmpty, "no scenario in \(path)", file: file, line: line)
        for scenario in scenarios {
            let result = MainActor.assumeIsolated { scenario.result() }
            XCTAssertEqual(result.status, .passed, "\(result.title): \(result.reportedMessage)", file: file, line: line)
        }
    }
}
