import Foundation

extension RunLoop {
    /// Combine's options for a run loop scheduler: none, as in Foundation.
    public struct SchedulerOptions: Sendable {}
}
