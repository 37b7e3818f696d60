import Foundation

/// When `expect_golden` writes golden files instead of only comparing with them.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write goldens that do not exist yet; compare the others (the default off CI).
    case missing
    /// Write goldens that do not match; the scenario passes.
    case failed
    /// Write every golden.
    case all
    /// Only compare; a missing golden fails (the default when the `CI` variable is set).
    case never

    /// `never` under CI (the `CI` environment variable set), `missing` otherwise.
    public static func `default`(environment: [String: String]) -> RecordMode {
        environment["CI"].map { !$0.isEmpty } == true ? .never : .missing
    }
}

/// Golden traces: the trace since the mark, compared with `<file>.golden/<name>.trace` beside
/// the scenario file, one event a line.
public enum GoldenTrace {
    /// The golden file for a scenario file and a name (a scenario title, made safe for a file
    /// name).
    public static func path(forScenarioFile file: String, name: String) -> String {
        let safe = String(name.map { character -> Character in
            character.isLetter || character.isNumber || "-_. #".contains(character) ? character : "_"
        })
        return "\(file).golden/\(safe).trace"
    }

    /// Compares `actual` with the golden at `path`, writing it as `mode` says. Returns a
    /// failure message (a one-line summary, then a unified diff), or nil.
    public static func check(_ actual: [String], at path: String, mode: RecordMode) -> String? {
        let text = actual.map { $0 + "\n" }.joined()
        let existing = try? String(contentsOfFile: path, encoding: .utf8)
        func write() -> String? {
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "cannot write the golden trace \(path): \(error.localizedDescription)"
            }
        }
        guard let existing else {
            if mode == .never { return "golden trace \(path) is missing (record it with --record=missing)" }
            return write()
        }
        if mode == .all { return write() }
        if existing == text { return nil }
        if mode == .failed { return write() }
        let expected = existing.split(separator: "\n", omittingEmptySubsequences: false).dropLast(existing.hasSuffix("\n") ? 1 : 0).map(String.init)
        return failure(expected: expected, actual: actual, path: path)
    }

    /// "trace differs from golden <path> at event N", then a unified diff with 3 lines of
    /// context, the first divergence marked.
    static func failure(expected: [String], actual: [String], path: String) -> String {
        let diff = LineDiff.diff(expected: expected.map(TraceLine.init), actual: actual.map(TraceLine.init)) { $0.text == $1.text }
        let first = diff.lines.firstIndex { if case .same = $0 { return false } else { return true } } ?? 0
        var summary = "trace differs from golden \(path) at event \(first + 1)"
        switch diff.lines[first] {
        case .missing(let text): summary += ": expected \"\(text)\""
        case .unexpected(let text): summary += ": got \"\(text)\""
        case .same: break
        }
        var lines = [summary, "--- \(path)", "+++ recorded trace"]
        let context = 3
        let changed = diff.lines.indices.filter { if case .same = diff.lines[$0] { return false } else { return true } }
        var shown = Set<Int>()
        for index in changed { for near in max(0, index - context)...min(diff.lines.count - 1, index + context) { shown.insert(near) } }
        var previous = -2
        for index in shown.sorted() {
            if index != previous + 1 { lines.append("@@ event \(index + 1) @@") }
            previous = index
            let marker = index == first ? "   <- first divergence" : ""
            switch diff.lines[index] {
            case .same(let text): lines.append(" \(text)")
            case .missing(let text): lines.append("-\(text)\(marker)")
            case .unexpected(let text): lines.append("+\(text)\(marker)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Golden files under `paths` (in `*.golden/` directories), sorted.
    public static func files(under paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".trace"), relative.contains(".golden/") { found.append("\(path)/\(relative)") }
            }
        }
        return found.sorted()
    }
}
