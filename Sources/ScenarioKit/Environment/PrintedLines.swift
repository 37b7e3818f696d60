/// What a scenario printed, kept to show under its failure: at most ``limit`` bytes of it,
/// each line charged to the scenario's memory cap; the lines past the limit are counted.
struct PrintedLines {
    /// Bytes kept of the printed lines, however much a script prints: a quarter of what a
    /// report shows of a message (``ReportText/messageByteLimit``), so the rest of the message
    /// still shows beside them.
    static let limit = ReportText.messageByteLimit / 4

    /// The lines kept, the last one cut when it would pass the limit.
    private(set) var lines: [String] = []
    /// Bytes of ``lines`` (and a little for each), as charged to the memory cap.
    private(set) var bytes = 0
    /// Lines printed once the limit was reached.
    private(set) var leftOut = 0

    /// Keeps `line` while the lines kept are under ``limit``, handing its cost to `charge`;
    /// counts it otherwise.
    mutating func keep(_ line: String, charge: (Int) -> Void) {
        let room = Self.limit - bytes
        guard room > 0 else {
            leftOut += 1
            return
        }
        let kept = line.utf8.count <= room ? line : String(decoding: line.utf8.prefix(room), as: UTF8.self) + " ... (cut)"
        let cost = kept.utf8.count + 32
        charge(cost)
        bytes += cost
        lines.append(kept)
    }

    /// The lines as a failure's message ends with them; empty when nothing was printed.
    var note: String {
        guard !lines.isEmpty else { return "" }
        var text = "\nprinted:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        if leftOut > 0 { text += "\n  ... \(leftOut) more lines left out (at most \(Self.limit) bytes are kept)" }
        return text
    }
}
