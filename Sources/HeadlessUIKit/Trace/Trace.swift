/// The recorded events of one app, in the order they happened, with a movable mark.
public final class Trace {
    /// Every event since the app was made.
    public private(set) var events: [TraceEvent] = []
    /// Index of the first event after the latest ``mark()``.
    public private(set) var markIndex = 0
    /// Where every ``mark()`` was: the index of the first event after it, in order, each
    /// position once (two marks with no event between them are one). Reports draw them.
    public private(set) var marks: [Int] = []

    /// A trace with no events and no marks.
    public init() {}

    /// Appends an event.
    public func record(_ event: TraceEvent) { events.append(event) }

    /// Starts a new window: ``sinceMark`` returns only events recorded after this call.
    public func mark() {
        markIndex = events.count
        if marks.last != markIndex { marks.append(markIndex) }
    }

    /// The events recorded after the latest mark.
    public var sinceMark: ArraySlice<TraceEvent> { events[markIndex...] }

    /// The texts of all events.
    public var texts: [String] { events.map(\.text) }
}
