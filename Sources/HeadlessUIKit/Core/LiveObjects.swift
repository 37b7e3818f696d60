import Synchronization

/// A census of the engine objects made while it is taken, for leak checks: after
/// ``take(_:)``, ``alive`` counts the apps, controllers and views that were made inside the
/// body and are still alive, so a finished scenario must leave zero behind (no cycle between
/// the engine, its callbacks and a Lua state).
///
/// Only objects made by the task taking the census are counted, so tests running at the same
/// time do not disturb it.
public final class LiveObjects: Sendable {
    /// What was made and is still alive, by object.
    private let living = Mutex<[ObjectIdentifier: Kind]>([:])

    @TaskLocal private static var current: LiveObjects?

    /// The kind of object counted.
    public enum Kind: Sendable { case app, controller, view }

    private init() {}

    /// Runs `body` and returns the census of the objects it made.
    public static func take(_ body: () throws -> Void) rethrows -> LiveObjects {
        let census = LiveObjects()
        try $current.withValue(census) { try body() }
        return census
    }

    /// How many objects of `kind` made in the body are still alive.
    public func alive(_ kind: Kind) -> Int {
        living.withLock { $0.values.filter { $0 == kind }.count }
    }

    /// Apps, controllers and views still alive, as `apps/controllers/views`.
    public var summary: String { "\(alive(.app)) apps/\(alive(.controller)) controllers/\(alive(.view)) views" }

    static func born(_ kind: Kind, _ object: AnyObject) {
        guard let census = current else { return }
        census.living.withLock { $0[ObjectIdentifier(object)] = kind }
    }

    static func died(_ object: AnyObject) {
        guard let census = current else { return }
        _ = census.living.withLock { $0.removeValue(forKey: ObjectIdentifier(object)) }
    }
}
