import HeadlessUIKit

/// A result's events read from their JSON one by one, and their causes once all are read: a
/// cause's steps find their objects among the subjects of every event (``CauseReader``).
struct EventListReader {
    private var events: [TraceEvent] = []
    private var causes: [String] = []

    /// A reader with room for `count` events (0 when not known).
    init(count: Int = 0) {
        events.reserveCapacity(count)
        causes.reserveCapacity(count)
    }

    /// Reads the next event; false when `json` is not one.
    mutating func append(_ json: JSONValue) -> Bool {
        guard let (event, cause) = TraceEvent.withCauseText(jsonValue: json) else { return false }
        events.append(event)
        causes.append(cause)
        return true
    }

    /// The events read, each with its cause.
    consuming func finish() -> [TraceEvent] {
        var reader = CauseReader(objects: Set(events.lazy.map(\.subject)))
        for index in events.indices { events[index].cause = reader.cause(causes[index]) }
        return events
    }
}
