import Dispatch
import HeadlessUIKit

/// Where the engine, which is not isolated to any actor, calls into the surface, whose classes
/// are `@MainActor` as UIKit's are: the call runs on the main actor when the engine runs on it,
/// which is the case whenever the app's code drove it from the main actor (a test marked
/// `@MainActor`, `Stagehand.Scenario.run()`) or from the main thread.
///
/// Driven from elsewhere, the surface is not called at all: the engine's own base
/// answers, and the app records an uncaught exception that names the mistake, so the test or
/// the scenario fails with a clear message rather than a data race or a trap.
package enum MainActorBridge {
    /// Whether the caller runs on the main actor: on the main thread, or in a job of the main
    /// queue, the main actor's executor (Swift Testing runs a `@MainActor` test there, on a
    /// thread that need not be the process's first).
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// The key that marks the main queue (set once, the first time it is needed).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `body` on the main actor and returns its answer; off the main thread, records
    /// the mistake on `app` (for `subject`, what the engine was doing) and returns nil.
    @discardableResult
    package static func run<T>(_ app: App?, subject: @autoclosure () -> String, _ body: @MainActor () -> T) -> T? {
        guard isOnMainActor else {
            app?.recordUncaughtException(offMainThread(subject()), subject: subject())
            return nil
        }
        // The answer crosses no thread: it is made and used on the main thread.
        let answer: UncheckedBox<T> = MainActor.assumeIsolated { UncheckedBox(value: body()) }
        return answer.value
    }

    /// The error of a surface reached off the main thread.
    package static func offMainThread(_ subject: String) -> EngineError {
        EngineError(name: "Stagehand",
                    reason: "\(subject) reached StagehandUIKit off the main actor: UIKit's classes are @MainActor, so drive the app from the main actor (mark the test @MainActor)",
                    rule: .V3)
    }

    /// A value carried out of `MainActor.assumeIsolated`, which wants a `Sendable` one; it
    /// never leaves the thread it was made on.
    private struct UncheckedBox<T>: @unchecked Sendable { let value: T }
}
