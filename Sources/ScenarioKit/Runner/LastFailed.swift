import Foundation

/// The scenarios that did not pass in the previous run, for `stagehand run --last-failed`: kept
/// in `.stagehand/last-failed` under the directory the run starts in, one JSON object per line
/// (`{"file":...,"title":...}`, the file as the run named it).
///
/// Each run updates the list: the entries of scenarios it did not run stay, in their order,
/// then come the scenarios of this run that failed (or raised an error, crashed or timed out),
/// in the order they ran, each once. So a run of part of the suite forgets nothing about the
/// rest, and a scenario that passes again leaves the list.
public struct LastFailed: Equatable, Sendable {
    /// One scenario: its file and title.
    public struct Entry: Hashable, Sendable, JSONLine {
        /// The scenario file, as the run named it.
        public var file: String
        /// The whole title.
        public var title: String

        /// The scenario titled `title` in `file`.
        public init(file: String, title: String) {
            self.file = file
            self.title = title
        }

        /// The entry as JSON.
        public var jsonValue: JSONValue { .object([("file", .string(file)), ("title", .string(title))]) }

        /// The entry some JSON holds.
        public init?(jsonValue json: JSONValue) {
            guard let file = json["file"]?.string, let title = json["title"]?.string else { return nil }
            self.init(file: file, title: title)
        }
    }

    /// The path of the list, relative to the directory the run starts in.
    public static let path = ".stagehand/last-failed"

    /// The scenarios, in order.
    public var entries: [Entry]

    /// The list of `entries`, in that order.
    public init(entries: [Entry]) { self.entries = entries }

    /// The list in `text`; lines that are no entry are left out.
    public init(text: String) {
        entries = text.split(separator: "\n").compactMap { Entry(line: $0) }
    }

    /// The file's text.
    public var text: String { entries.map { $0.line + "\n" }.joined() }

    /// The titles of each file, as ``RunPlan/titles`` takes them.
    public var titles: [String: Set<String>] {
        var titles: [String: Set<String>] = [:]
        for entry in entries { titles[entry.file, default: []].insert(entry.title) }
        return titles
    }

    /// The list after a run that gave `results`.
    public func updated(with results: [ScenarioResult]) -> LastFailed {
        let ran = Set(results.map { Entry(file: $0.file, title: $0.title) })
        var kept = entries.filter { !ran.contains($0) }
        var seen = Set(kept)
        for result in results where result.status.fails {
            let entry = Entry(file: result.file, title: result.title)
            if seen.insert(entry).inserted { kept.append(entry) }
        }
        return LastFailed(entries: kept)
    }

    /// Updates the list in `directory` (the current one by default) with a run's results
    /// (``updated(with:)``), writing it only when it changes: a passing run with no list yet
    /// leaves no folder behind. A directory that cannot be written (a read-only checkout) is
    /// not the run's failure: the list is then left as it was.
    public static func remember(_ results: [ScenarioResult], in directory: String = ".") {
        let previous = read(in: directory)
        let next = (previous ?? LastFailed(entries: [])).updated(with: results)
        if next == previous || (previous == nil && next.entries.isEmpty) { return }
        next.write(in: directory)
    }

    /// The list in the directory `directory` (the current one by default); nil when there is
    /// none.
    public static func read(in directory: String = ".") -> LastFailed? {
        guard let text = try? String(contentsOfFile: directory + "/" + path, encoding: .utf8) else { return nil }
        return LastFailed(text: text)
    }

    /// Writes the list in `directory`, making `.stagehand` if needed; nothing when it cannot.
    private func write(in directory: String) {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(Self.path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url, options: .atomic)
    }
}
