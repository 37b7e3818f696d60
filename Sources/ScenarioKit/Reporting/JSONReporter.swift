import Foundation

/// Prints one JSON object per scenario and per line: `file`, `title`, `line`, `status`,
/// `message`, `trace`; keys sorted, so output is byte-for-byte stable.
public struct JSONReporter: Sendable {
    /// Makes a reporter.
    public init() {}

    private struct Record: Codable {
        var file: String
        var title: String
        var line: Int
        var status: String
        var message: String
        var trace: [String]
    }

    /// The JSON line for one result.
    public func line(for result: ScenarioResult) -> String {
        let record = Record(file: result.file, title: result.title, line: result.line,
                            status: result.status.rawValue, message: result.message, trace: result.trace)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(record), let text = String(data: data, encoding: .utf8) else {
            return #"{"status":"error","message":"result could not be encoded"}"#
        }
        return text
    }

    /// Reads the lines this reporter wrote (several files' worth, for merging shards); lines
    /// that are not results are reported by number.
    public func results(fromLines text: String) -> (results: [ScenarioResult], bad: [Int]) {
        var results: [ScenarioResult] = []
        var bad: [Int] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            guard let record = try? JSONDecoder().decode(Record.self, from: Data(line.utf8)),
                  let status = ScenarioResult.Status(rawValue: record.status) else {
                bad.append(number + 1)
                continue
            }
            results.append(ScenarioResult(file: record.file, title: record.title, line: record.line,
                                          status: status, message: record.message, trace: record.trace))
        }
        return (results, bad)
    }
}
