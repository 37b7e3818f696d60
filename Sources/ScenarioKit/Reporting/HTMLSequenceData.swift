import HeadlessUIKit

/// The sequence diagrams of an HTML report as compact data that the page's script draws when
/// a scenario is opened (a thousand drawn diagrams would be megabytes of SVG). Every string
/// (lifeline, label, rule, cause) is stored once for the whole page; each event refers to them
/// by index.
///
/// Each arrow starts at the object that caused the callback, not at the engine: the object of
/// the innermost step of the event's cause that is another lifeline's work (`Nav forwarded its
/// appearance transition (A4)` → from Nav; `Root's view was loaded` inside `Nav's view was
/// loaded` → from Nav), else the engine, which stands for the script and the run loop.
struct HTMLSequenceData {
    /// At most this many events are drawn per scenario; the rest are summarised.
    static let maxEvents = 400

    private(set) var strings: [String] = []
    private var indexOf: [String: Int] = [:]
    /// Cause chains as a tree shared by the whole page: each is its last step (a string's
    /// index) and the chain before it (-1: none), so a chain's common start is stored once.
    private(set) var causes: [(parent: Int, step: Int)] = []
    /// The index in ``causes`` of a step's text after the chain at `parent`.
    private var causeIndex: [CauseKey: Int] = [:]
    /// The last chain interned and its index: the events under one step share their chain.
    private var lastCause: (cause: TraceEvent.Cause, index: Int)?
    /// What an event says, shared by the page: its label (a string's index), its kind (0 a
    /// callback, 1 a warning, 2 lint) and its rule (a string's index).
    private(set) var kinds: [(label: Int, kind: Int, rule: Int)] = []
    private var kindIndex: [String: Int] = [:]
    /// Per scenario, its JSON: `{"l":[lifelines],"e":[from,to,what,cause, from,to,what,cause, ...],"m":marked,"n":more}`
    /// (four numbers an event: from -1 is the engine; what an index in ``kinds``; cause one in
    /// ``causes``), with `"k":[before, ...]` for the marks (each the index of the event it comes
    /// before) and `"g":[before,to,label, ...]` for the events expected but missing (three
    /// numbers each: the event it comes before, its lifeline, its label's string) when there
    /// are any.
    private(set) var scenarios: [String] = []

    /// The string's index in the page's table.
    private mutating func intern(_ text: String) -> Int {
        if let index = indexOf[text] { return index }
        strings.append(text)
        indexOf[text] = strings.count - 1
        return strings.count - 1
    }

    /// A chain in the page's tree: its innermost step's text and the index of the chain before.
    private struct CauseKey: Hashable {
        var parent: Int
        var step: String
    }

    /// The cause chain's index in the page's tree. A chain of no steps is drawn as the one
    /// step it prints (`script`).
    private mutating func internCause(_ cause: TraceEvent.Cause) -> Int {
        if let last = lastCause, last.cause.isShared(with: cause) { return last.index }
        let index = cause.isEmpty ? node(parent: -1, step: cause.description) : internChain(cause)
        lastCause = (cause, index)
        return index
    }

    /// The index of a chain of steps (-1: none).
    private mutating func internChain(_ cause: TraceEvent.Cause) -> Int {
        guard let step = cause.innermost else { return -1 }
        return node(parent: internChain(cause.outer), step: step.text)
    }

    /// The index of the node for the step `step` after the chain at `parent`.
    private mutating func node(parent: Int, step: String) -> Int {
        let key = CauseKey(parent: parent, step: step)
        if let index = causeIndex[key] { return index }
        causes.append((parent, intern(ReportText.field(step))))
        causeIndex[key] = causes.count - 1
        return causes.count - 1
    }

    /// The index of what an event says in ``kinds``.
    private mutating func internKind(label: String, kind: Int, rule: String) -> Int {
        let key = "\(kind) \(rule) \(label)"
        if let index = kindIndex[key] { return index }
        kinds.append((intern(ReportText.field(label)), kind, intern(rule)))
        kindIndex[key] = kinds.count - 1
        return kinds.count - 1
    }

    /// Adds one scenario's diagram; `marked` is the event to highlight (the first divergence),
    /// `marks` where `app:mark()` was called (``ScenarioResult/marks``), `missing` the events
    /// expected but not recorded (``TraceDifference/missing``). Marks and missing events past
    /// the events drawn are left out with them.
    mutating func add(_ events: [TraceEvent], marked: Int?, marks: [Int] = [], missing: [TraceDifference.Missing] = []) {
        let shown = events.prefix(Self.maxEvents)
        var lifelines: [String] = []
        for event in shown where !lifelines.contains(event.subject) { lifelines.append(event.subject) }
        let ghosts = missing.filter { $0.before <= shown.count }.map { ghost -> (before: Int, subject: String, label: String) in
            let subject = Self.subject(of: ghost.text, among: lifelines)
            return (ghost.before, subject, String(ghost.text.dropFirst(subject.count).drop { $0 == " " }))
        }
        for ghost in ghosts where !lifelines.contains(ghost.subject) { lifelines.append(ghost.subject) }
        var rows: [String] = []
        for event in shown {
            let to = lifelines.firstIndex(of: event.subject) ?? 0
            let from = Self.origin(of: event, among: lifelines)
            let label = String(event.text.dropFirst(event.subject.count + 1))
            let kind = event.kind == .callback ? 0 : event.kind == .warning ? 1 : 2
            rows.append("\(from),\(to),\(internKind(label: label, kind: kind, rule: event.rule.rawValue)),\(internCause(event.cause))")
        }
        let names = lifelines.map { String(intern(ReportText.field($0))) }.joined(separator: ",")
        var json = "{\"l\":[\(names)],\"e\":[\(rows.joined(separator: ","))],\"m\":\(marked ?? -1),\"n\":\(events.count - shown.count)"
        let drawnMarks = marks.filter { $0 >= 0 && $0 <= shown.count }
        if !drawnMarks.isEmpty { json += ",\"k\":[" + drawnMarks.map(String.init).joined(separator: ",") + "]" }
        if !ghosts.isEmpty {
            json += ",\"g\":[" + ghosts.map { ghost in
                "\(ghost.before),\(lifelines.firstIndex(of: ghost.subject) ?? 0),\(intern(ReportText.field(ghost.label)))"
            }.joined(separator: ",") + "]"
        }
        scenarios.append(json + "}")
    }

    /// The subject an expected line names: the longest lifeline it starts with (followed by a
    /// space), else its first word (`Child willMoveToParent(P)` is Child's).
    static func subject(of text: String, among lifelines: [String]) -> String {
        let known = lifelines.filter { text.hasPrefix($0 + " ") }.max { $0.count < $1.count }
        return known ?? String(text.prefix { $0 != " " })
    }

    /// The lifeline whose object caused `event` (-1: the engine): the object of the innermost
    /// step of its cause that is another lifeline's work, or a part of one (`Nav.view` is Nav's
    /// when it has no lifeline of its own). A step of the subject's own work passes to the step
    /// outside it; a step of no lifeline's work (the script, a timer, a layout pass) is the
    /// engine's.
    static func origin(of event: TraceEvent, among lifelines: [String]) -> Int {
        var cause = event.cause
        while let step = cause.innermost {
            guard let object = step.object else { return -1 }
            var owner = Substring(object)
            while true {
                if owner != event.subject, let index = lifelines.firstIndex(where: { $0 == owner }) { return index }
                guard let dot = owner.lastIndex(of: ".") else { break }
                owner = owner[..<dot]
            }
            guard object == event.subject || object.hasPrefix(event.subject + ".") else { return -1 }
            cause = cause.outer
        }
        return -1
    }

    /// The script that defines the page's data: `S` the strings, `C` the cause tree as flat
    /// pairs (parent, step), `K` what events say as flat triples (label, kind, rule), `D` the
    /// scenarios.
    var script: String {
        "var S=[" + strings.map(Self.jsonString).joined(separator: ",") + "];\nvar C=["
            + causes.map { "\($0.parent),\($0.step)" }.joined(separator: ",") + "];\nvar K=["
            + kinds.map { "\($0.label),\($0.kind),\($0.rule)" }.joined(separator: ",") + "];\nvar D=["
            + scenarios.joined(separator: ",\n") + "];"
    }

    /// A JSON string literal that is also safe inside `<script>`: `<`, `>`, `&` and the line
    /// separators escaped.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
