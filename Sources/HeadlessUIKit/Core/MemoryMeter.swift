/// What the engine holds on a script's behalf, counted against a budget that its host sets (a
/// scenario's memory cap): the trace's events and the views and controllers alive. Without a
/// budget nothing is refused; with one, an event that would go over it is not kept (the host
/// fails the scenario as soon as control returns to it), so a script that makes the engine
/// record millions of events stops at the cap instead of taking the machine.
///
/// The sizes are estimates of what Swift holds (a structure's stride, a heap string's bytes and
/// header, a fixed size per object), close enough to bound memory, never part of any output.
public final class MemoryMeter {
    /// Given bytes taken (positive) or given back (negative); answers whether the budget still
    /// holds. Nil: no budget.
    public var budget: ((Int) -> Bool)?
    /// Bytes held by the trace's events.
    public private(set) var traceBytes = 0
    /// Bytes held by the views and controllers alive.
    public private(set) var objectBytes = 0
    /// Events not kept because the budget was spent.
    public private(set) var droppedEvents = 0

    /// What one view is counted as.
    static let viewBytes = 320
    /// What one controller is counted as.
    static let controllerBytes = 640

    /// Bytes charged for the first event not kept, left charged so that the budget stays
    /// spent (the host then stops the script); later refusals are given back.
    public private(set) var refusedBytes = 0

    /// Counts an event about to be kept, with the `linkBytes` of the cause chain's links made
    /// for it (those it shares with earlier events were counted with them); false (and the
    /// event counted as dropped) when the budget is spent.
    func takeEvent(_ event: TraceEvent, linkBytes: Int) -> Bool {
        let bytes = event.estimatedBytes + linkBytes
        guard budget?(bytes) ?? true else {
            if droppedEvents == 0 { refusedBytes = bytes } else { _ = budget?(-bytes) }
            droppedEvents += 1
            return false
        }
        traceBytes += bytes
        return true
    }

    /// Counts an object made (`bytes`) or gone (`-bytes`).
    func object(_ bytes: Int) {
        objectBytes += bytes
        _ = budget?(bytes)
    }
}

/// The bytes of a heap string (over 15 bytes): its own, its header and malloc's.
private func heapBytes(_ text: String) -> Int { text.utf8.count > 15 ? text.utf8.count + 48 : 0 }

extension TraceEvent {
    /// About how many bytes Swift holds for the event, its cause's links aside (see
    /// ``MemoryMeter``). The event's slot counts twice (the trace's array doubles as it
    /// grows); a heap string and an array count their bytes, their header and malloc's.
    var estimatedBytes: Int {
        var bytes = 2 * MemoryLayout<TraceEvent>.stride + heapBytes(subject)
        switch body {
        case .callback(_, let arguments): bytes += arguments.isEmpty ? 0 : 48 + arguments.reduce(0) { $0 + 16 + heapBytes($1) }
        case .warning(let message), .lint(let message): bytes += heapBytes(message)
        }
        return bytes
    }
}

extension TraceEvent.Cause.Step {
    /// About how many bytes the link of a cause chain that ends with this step holds: the
    /// link (its header, the step and the outer link: 64 bytes from malloc) and the text (the
    /// object's name is the object's own string).
    var estimatedBytes: Int { 64 + heapBytes(text) }
}
