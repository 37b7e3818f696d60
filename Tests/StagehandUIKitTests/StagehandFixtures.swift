import Foundation
import Synchronization
import Testing

/// The scenario files of `Fixtures/` and the scratch folders StagehandTesting's tests use.
enum StagehandFixtures {
    /// The whole path of `Fixtures/<name>`.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
            .standardizedFileURL.path
    }

    /// A new empty folder under the temporary directory, deleted when `body` returns; its
    /// whole path is given to `body`. `longName` makes it more than 60 characters deep.
    static func withScratchFolder<R>(longName: Bool = false, _ body: (String) throws -> R) throws -> R {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("stagehand-testing-\(UUID().uuidString)")
        let folder = longName
            ? base.appendingPathComponent("a-folder-whose-name-alone-is-longer-than-lua-keeps-of-a-chunk-name")
            : base
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        return try body(folder.standardizedFileURL.path)
    }

    /// A copy of `Fixtures/<name>` (a file) in `folder`; its whole path.
    static func copy(_ name: String, into folder: String) throws -> String {
        let target = folder + "/" + URL(fileURLWithPath: name).lastPathComponent
        try FileManager.default.copyItem(atPath: path(name), toPath: target)
        return target
    }
}

/// The issues a `withKnownIssue` block recorded, kept by its matcher for the test to read.
final class RecordedIssues: Sendable {
    private let issues = Mutex<[Issue]>([])

    /// The matcher that keeps every issue, and matches it.
    var matcher: KnownIssueMatcher {
        { [self] issue in
            issues.withLock { $0.append(issue) }
            return true
        }
    }

    /// The issues kept, in order.
    var all: [Issue] { issues.withLock { $0 } }

    /// Each issue's comments joined by line breaks.
    var comments: [String] { all.map { $0.comments.map(\.rawValue).joined(separator: "\n") } }
}
