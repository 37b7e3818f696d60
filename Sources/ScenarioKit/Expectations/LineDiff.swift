/// A line diff of expected against actual lines, by longest common subsequence, for
/// failure messages. Deterministic: ties prefer showing the expected line first.
public struct LineDiff: Equatable, Sendable {
    /// One line of the diff.
    public enum Line: Equatable, Sendable {
        /// In both.
        case same(String)
        /// Expected, not recorded.
        case missing(String)
        /// Recorded, not expected.
        case unexpected(String)
    }

    /// The lines, in order.
    public var lines: [Line]

    /// Above this many cells (expected x actual lines) the diff keeps the common head and
    /// tail and shows everything between as changed, instead of a full LCS table.
    static let maxTable = 4_000_000

    /// Diffs two sequences, with `matches(expected, actual)` deciding equality.
    public static func diff(expected: [TraceLine], actual: [TraceLine],
                            matches: (TraceLine, TraceLine) -> Bool) -> LineDiff {
        let n = expected.count, m = actual.count
        if n * m > maxTable { return coarse(expected: expected, actual: actual, matches: matches) }
        // lcs[i][j]: length of the longest common subsequence of expected[i...] and actual[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = matches(expected[i], actual[j]) ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, matches(expected[i], actual[j]) {
                lines.append(.same(actual[j].text)); i += 1; j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append(.missing(expected[i].text)); i += 1
            } else {
                lines.append(.unexpected(actual[j].text)); j += 1
            }
        }
        return LineDiff(lines: lines)
    }

    /// Common head, common tail, and the rest as missing then unexpected.
    private static func coarse(expected: [TraceLine], actual: [TraceLine],
                               matches: (TraceLine, TraceLine) -> Bool) -> LineDiff {
        var head = 0
        while head < expected.count, head < actual.count, matches(expected[head], actual[head]) { head += 1 }
        var tail = 0
        while tail < expected.count - head, tail < actual.count - head,
              matches(expected[expected.count - 1 - tail], actual[actual.count - 1 - tail]) { tail += 1 }
        var lines = actual[..<head].map { Line.same($0.text) }
        lines += expected[head..<(expected.count - tail)].map { Line.missing($0.text) }
        lines += actual[head..<(actual.count - tail)].map { Line.unexpected($0.text) }
        lines += actual[(actual.count - tail)...].map { Line.same($0.text) }
        return LineDiff(lines: lines)
    }

    /// The diff as text: two spaces, `- ` or `+ ` before each line.
    public var rendered: String {
        lines.map { line in
            switch line {
            case .same(let text): "    \(text)"
            case .missing(let text): "  - \(text)"
            case .unexpected(let text): "  + \(text)"
            }
        }.joined(separator: "\n")
    }
}
