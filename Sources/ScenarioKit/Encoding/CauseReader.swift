import HeadlessUIKit

/// Reads cause chains back from their text, the one form of a cause the JSON holds: the steps
/// are the parts between ` → ` (`script` is no step), and a step's object is the longest of
/// `objects` that begins it, followed by ` `, `'s ` or `.` (`Nav` in `Nav.view was added to
/// window` when `Nav.view` is not one of them).
///
/// The engine named each step's object as it recorded the step; the text has only the names.
/// So a result's events are read first and their causes after, with `objects` the subjects of
/// all of them: an object that received no event is not found (the HTML report, the one reader
/// of objects, starts arrows only at objects that received events). Events with the same cause
/// share one chain, and chains share their start, as the engine's do.
struct CauseReader {
    /// A chain read: the index of the chain before its last step (-1: none) and that step's text.
    private struct Node: Hashable {
        var outer: Int
        var step: String
    }

    /// The names a step's object may have.
    private let objects: Set<String>
    /// The chains read so far; ``nodes`` has the index of each.
    private var chains: [TraceEvent.Cause] = []
    private var nodes: [Node: Int] = [:]
    /// The text read last and its chain: the events under one step follow each other.
    private var last: (text: String, cause: TraceEvent.Cause)?

    /// A reader whose steps name objects among `objects` (the subjects of the events read).
    init(objects: Set<String>) { self.objects = objects }

    /// The chain `text` prints.
    mutating func cause(_ text: String) -> TraceEvent.Cause {
        if let last, last.text == text { return last.cause }
        let cause = read(text)
        last = (text, cause)
        return cause
    }

    private mutating func read(_ text: String) -> TraceEvent.Cause {
        guard text != "script" else { return TraceEvent.Cause() }
        // Step by step, each looked up under the chain before it: a chain hundreds of steps
        // deep (a deep hierarchy's forwarding) costs its length, not its length squared.
        var outer = -1
        for step in Self.steps(of: text) {
            let node = Node(outer: outer, step: step)
            if let index = nodes[node] {
                outer = index
                continue
            }
            let cause = outer < 0 ? TraceEvent.Cause() : chains[outer]
            chains.append(cause.appending(TraceEvent.Cause.Step(step, object: object(beginning: step))))
            outer = chains.count - 1
            nodes[node] = outer
        }
        return chains[outer]
    }

    /// The parts of `text` between ` → ` (in UTF-8: space, E2 86 92, space).
    private static func steps(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var steps: [String] = []
            var start = 0
            var index = 0
            while index + 4 < bytes.count {
                if bytes[index] == 0x20, bytes[index + 1] == 0xE2, bytes[index + 2] == 0x86, bytes[index + 3] == 0x92, bytes[index + 4] == 0x20 {
                    steps.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    index += 5
                    start = index
                } else {
                    index += 1
                }
            }
            steps.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return steps
        }
    }

    /// The longest of ``objects`` that begins `step`, followed by ` `, `'s ` or `.`.
    private func object(beginning step: String) -> String? {
        let utf8 = Array(step.utf8)
        var found: String?
        for (index, byte) in utf8.enumerated() where byte == 0x20 || byte == 0x2E || (byte == 0x27 && utf8[index...].starts(with: "'s ".utf8)) {
            let name = String(decoding: utf8[..<index], as: UTF8.self)
            if objects.contains(name) { found = name }
        }
        return found
    }
}
