import HeadlessUIKit

/// The encoding of a result on the worker protocol: `file`, `title`, `line`, `status`,
/// `message`, `seed` (its decimal digits, as a string: a seed is 64 bits) and `rerun` (see
/// ``ScenarioResult/Rerun``; each left out when nil), `trace` (the events as text, as
/// scenarios spell them), `events` (each with its rule and cause, see ``TraceEvent``'s
/// encoding), `goldens`, `marks` (where `app:mark()` was called, as event indices; left out
/// when there were none), `written_goldens` (only when the scenario wrote any: each
/// `{"how": "recorded" or "updated", "path": ...}`), `trace_difference` (only for a scenario
/// that failed an `expect_trace` or `expect_golden`: see ``TraceDifference``'s encoding) and
/// `duration_s` (the wall time in seconds,
/// when known; the one member that differs between two runs of a scenario); keys sorted.
///
/// The JSON report writes the same encoding of ``reported``: the rerun line inside the message,
/// as every report prints it, and no `seed` or `rerun` member.
extension ScenarioResult: JSONLine {
    /// The result as JSON.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = duration.map { [("duration_s", JSONValue.number($0))] } ?? []
        members += [("events", .array(events.map(\.jsonValue))), ("file", .string(file)),
                    ("goldens", .array(goldens.map(JSONValue.string))), ("line", .int(line))]
        if !marks.isEmpty { members.append(("marks", .array(marks.map(JSONValue.int)))) }
        members.append(("message", .string(message)))
        if let rerun { members.append(("rerun", .string(rerun.rawValue))) }
        if let seed { members.append(("seed", .string(String(seed)))) }
        members += [("status", .string(status.rawValue)), ("title", .string(title)), ("trace", .array(trace.map(JSONValue.string)))]
        if let traceDifference { members.append(("trace_difference", traceDifference.jsonValue)) }
        if !writtenGoldens.isEmpty { members.append(("written_goldens", .array(writtenGoldens.map(\.jsonValue)))) }
        return .object(members)
    }

    /// Writes ``jsonValue``'s text with the events written one by one, never as a tree (a
    /// result can hold hundreds of thousands of them).
    public func writeJSON(to writer: inout JSONWriter) {
        writer.raw("{")
        if let duration {
            writer.key("duration_s", first: true)
            JSONValue.number(duration).write(to: &writer)
        }
        writer.key("events", first: duration == nil)
        writer.array(events) { writer, event in event.writeJSON(to: &writer) }
        writer.key("file", first: false)
        writer.string(file)
        writer.key("goldens", first: false)
        writer.array(goldens) { writer, golden in writer.string(golden) }
        writer.key("line", first: false)
        writer.raw(String(line))
        if !marks.isEmpty {
            writer.key("marks", first: false)
            writer.array(marks) { writer, mark in writer.raw(String(mark)) }
        }
        writer.key("message", first: false)
        writer.string(message)
        if let rerun {
            writer.key("rerun", first: false)
            writer.string(rerun.rawValue)
        }
        if let seed {
            writer.key("seed", first: false)
            writer.string(String(seed))
        }
        writer.key("status", first: false)
        writer.string(status.rawValue)
        writer.key("title", first: false)
        writer.string(title)
        writer.key("trace", first: false)
        writer.array(events) { writer, event in writer.string(event.text) }
        if let traceDifference {
            writer.key("trace_difference", first: false)
            traceDifference.jsonValue.write(to: &writer)
        }
        if !writtenGoldens.isEmpty {
            writer.key("written_goldens", first: false)
            writer.array(writtenGoldens) { writer, golden in golden.jsonValue.write(to: &writer) }
        }
        writer.raw("}")
    }

    /// The result some JSON holds; `trace` is not read back, since it follows from `events`.
    public init?(jsonValue json: JSONValue) {
        guard let file = json["file"]?.string, let title = json["title"]?.string, let line = json["line"]?.int,
              let status = json["status"]?.string.flatMap(Status.init(rawValue:)), let message = json["message"]?.string,
              let list = json["events"]?.array else { return nil }
        var events = EventListReader(count: list.count)
        for value in list {
            guard events.append(value) else { return nil }
        }
        self.init(file: file, title: title, line: line, status: status, message: message, events: events.finish())
        if let rerun = json["rerun"] {
            guard let value = rerun.string.flatMap(Rerun.init(rawValue:)) else { return nil }
            self.rerun = value
        }
        if let seed = json["seed"] {
            guard let value = seed.string.flatMap({ UInt64($0) }) else { return nil }
            self.seed = value
        }
        goldens = json["goldens"]?.strings ?? []
        writtenGoldens = json["written_goldens"]?.array?.compactMap(WrittenGolden.init(jsonValue:)) ?? []
        marks = json["marks"]?.array?.compactMap(\.int) ?? []
        if let difference = json["trace_difference"] {
            guard let value = TraceDifference(jsonValue: difference) else { return nil }
            traceDifference = value
        }
        duration = json["duration_s"]?.double
    }
}

extension ScenarioResult {
    /// The result as the JSON report writes it: its message is ``reportedMessage``, and it has
    /// no ``seed`` or ``rerun`` of its own (read back, its message already says them).
    public var reported: ScenarioResult {
        guard seed != nil || rerun != nil else { return self }
        var reported = self
        reported.message = reportedMessage
        reported.seed = nil
        reported.rerun = nil
        return reported
    }
}

extension ScenarioResult: StreamingJSONLine {
    /// The result the reader is at: its events turned into ``TraceEvent``s one by one and its
    /// `trace` skipped (it follows from the events), so that no tree of them is built; the
    /// other members as ``init(jsonValue:)`` reads them.
    static func read(_ reader: inout JSONReader) -> ScenarioResult? {
        var members: [(String, JSONValue)] = []
        var events = EventListReader()
        var sawEvents = false
        let read = reader.members(depth: 0) { reader, key in
            switch key {
            case "events":
                sawEvents = true
                return reader.elements(depth: 1) { reader in
                    guard let value = reader.value(depth: 2) else { return false }
                    return events.append(value)
                }
            case "trace":
                return reader.elements(depth: 1) { reader in reader.value(depth: 2) != nil }
            default:
                guard let value = reader.value(depth: 1) else { return false }
                members.append((key, value))
                return true
            }
        }
        guard read, sawEvents, var result = ScenarioResult(jsonValue: .object(members + [("events", .array([]))])) else { return nil }
        result.events = events.finish()
        return result
    }
}
