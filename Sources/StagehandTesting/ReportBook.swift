import Foundation
import ScenarioKit
import Synchronization

/// The report files of the test process, each with the scenarios that will go into it and the
/// results in so far. The test runner runs scenarios in any order, often several at once; a
/// file lists them in the suite's order (``Entry/precedes(_:)``), so it is the same however
/// they ran. A file is written whenever every scenario it expects has a result, and once more
/// when the process exits if results came in after that (a run of only some scenarios).
final class ReportBook: Sendable {
    /// The book of every report of the process.
    static let shared = ReportBook()

    /// A scenario in a report: its file (absolute), its position among the selected scenarios
    /// of its file (-1 for a problem with the file or the call) and its title.
    struct Entry: Hashable, Sendable {
        var file: String
        var position: Int
        var title: String

        /// The suite's order: files in byte order of their paths, then declaration order.
        func precedes(_ other: Entry) -> Bool {
            if file != other.file { return Array(file.utf8).lexicographicallyPrecedes(Array(other.file.utf8)) }
            if position != other.position { return position < other.position }
            return Array(title.utf8).lexicographicallyPrecedes(Array(other.title.utf8))
        }
    }

    /// One report file.
    private struct Sheet {
        var report: Stagehand.Report
        /// The seed the reporter records: that of the first scenarios listed for the file.
        var seed: UInt64
        var expected: Set<Entry> = []
        var results: [Entry: ScenarioResult] = [:]
        /// Expected entries without a result yet.
        var missing = 0
        /// Results came in since the file was last written.
        var changed = false
    }

    /// The sheets, by the report's path.
    private let sheets = Mutex<[String: Sheet]>([:])

    /// Notes that `entries` will go into each of `reports`.
    func expect(_ entries: [Entry], in reports: [Stagehand.Report], seed: UInt64) {
        guard !reports.isEmpty else { return }
        _ = Self.flushAtExit
        sheets.withLock { sheets in
            for report in reports {
                var sheet = sheets[report.path] ?? Sheet(report: report, seed: seed)
                for entry in entries where sheet.expected.insert(entry).inserted && sheet.results[entry] == nil {
                    sheet.missing += 1
                }
                sheets[report.path] = sheet
            }
        }
    }

    /// Adds `result` as `entry` to each of `reports` and writes those whose every scenario
    /// has a result; returns why a file could not be written, if one could not.
    func record(_ result: ScenarioResult, as entry: Entry, in reports: [Stagehand.Report]) -> [String] {
        guard !reports.isEmpty else { return [] }
        return sheets.withLock { sheets in
            var problems: [String] = []
            for report in reports {
                var sheet = sheets[report.path] ?? Sheet(report: report, seed: 1)
                if sheet.results.updateValue(result, forKey: entry) == nil, sheet.expected.contains(entry) { sheet.missing -= 1 }
                sheet.changed = true
                if sheet.missing <= 0, let problem = Self.write(&sheet) { problems.append(problem) }
                sheets[report.path] = sheet
            }
            return problems
        }
    }

    /// Writes every file with results it has not written yet, in order of their paths;
    /// returns why a file could not be written, if one could not.
    func flush() -> [String] {
        sheets.withLock { sheets in
            var problems: [String] = []
            for path in sheets.keys.sorted() {
                guard var sheet = sheets[path], sheet.changed else { continue }
                if let problem = Self.write(&sheet) { problems.append(problem) }
                sheets[path] = sheet
            }
            return problems
        }
    }

    /// Writes the sheet's file; why it could not, or nil.
    private static func write(_ sheet: inout Sheet) -> String? {
        let ordered = sheet.results.keys.sorted { $0.precedes($1) }.compactMap { sheet.results[$0] }
        let document = sheet.report.format.reporter(seed: sheet.seed).document(for: ordered)
        sheet.changed = false
        return ReportFileWriter.write(document, to: sheet.report.path).map {
            "cannot write the \(sheet.report.format.rawValue) report to \(sheet.report.path): \($0)"
        }
    }

    /// Has the process write what is left when it exits; evaluated once, by the first report.
    private static let flushAtExit: Void = {
        atexit {
            for problem in ReportBook.shared.flush() {
                FileHandle.standardError.write(Data("stagehand: \(problem)\n".utf8))
            }
        }
    }()
}
