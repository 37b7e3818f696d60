import Foundation
import HeadlessUIKit
import StagehandUIKit

/// Where a scenario (not isolated to an actor) reaches an app's classes, which are `@MainActor`
/// as UIKit's are: on the main actor the call runs there; off it, the scenario's
/// app records an uncaught exception naming the mistake, so the scenario fails with a clear
/// message instead of racing or trapping.
enum MainActorGate {
    /// Runs `body` on the main actor, or records the mistake on `app` and returns nil.
    static func run<T>(_ app: App?, _ what: String, _ body: @MainActor () -> T) -> T? {
        guard MainActorBridge.isOnMainActor else {
            app?.recordUncaughtException(EngineError(name: "Stagehand", reason: "\(what) reached the app's classes off the main actor: UIKit's classes are @MainActor, so run the scenario from the main actor (mark the test @MainActor)", rule: .V3), subject: what)
            return nil
        }
        let box: Box<T> = MainActor.assumeIsolated { Box(value: body()) }
        return box.value
    }

    /// A value carried out of `MainActor.assumeIsolated`; it never leaves the main thread.
    private struct Box<T>: @unchecked Sendable { let value: T }
}
