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
    /// The golden file for a scenario file and a name (a scenario title, or the name given to
    /// `expect_golden`); the `number`th golden of one name in a scenario (from 2) is `Name#2`.
    ///
    /// The name is written one-to-one, so two names never share a file: letters, digits, spaces
    /// and `-`, `_` and `.` (not first) stay as they are, every other byte (`/`, `?`, `#`, `%`,
    /// a NUL, a control character) becomes `%` and two hex digits, as in a URL. A title `A#2`
    /// is `A%232`, never the second golden of `A`. Names are in Unicode's composed form (NFC).
    public static func path(forScenarioFile file: String, name: String, number: Int = 1) -> String {
        "\(file).golden/\(fileName(name))\(number > 1 ? "#\(number)" : "").trace"
    }

    /// `name` escaped for a file name (see ``path(forScenarioFile:name:number:)``).
    static func fileName(_ name: String) -> String {
        var escaped = ""
        for character in name.precomposedStringWithCanonicalMapping {
            let keep = character.isLetter || character.isNumber || character == " " || character == "-" || character == "_"
                || (character == "." && !escaped.isEmpty)
            if keep {
                escaped.append(character)
            } else {
                for byte in String(character).utf8 { escaped += "%" + ReportText.hex(UInt32(byte), digits: 2) }
            }
        }
        return escaped
    }

    /// What comparing with a golden came to.
    public enum Outcome: Equatable, Sendable {
        /// The trace matched the golden.
        case matched
        /// The golden was written: recorded where there was none, or updated.
        case written(WrittenGolden.How)
        /// Why the golden could not be read or written.
        case failed(String)
        /// The trace differs from the golden: the message (a one-line summary, then a unified
        /// diff) and the line diff of the golden's lines (expected) against the trace's.
        case differs(String, LineDiff)
    }

    /// Compares `actual` with the golden at `path`, writing it as `mode` says.
    ///
    /// Only a golden that does not exist counts as missing: one that exists but cannot be
    /// read as text (not UTF-8, a directory, unreadable) fails in every mode but `all`, rather
    /// than being silently recorded over. The golden must resolve, through any symbolic links,
    /// inside the folder of its scenario file, and recording never writes through a link. A
    /// golden that `all` rewrites with the same text counts as matched.
    public static func check(_ actual: [String], at path: String, mode: RecordMode) -> Outcome {
        let text = actual.map { $0 + "\n" }.joined()
        let folder = SuiteFolder(ofScenarioFile: scenarioFile(ofGolden: path))
        func written(_ how: WrittenGolden.How) -> Outcome {
            write(text, to: path, in: folder).map(Outcome.failed) ?? .written(how)
        }
        let existing: String
        switch read(path, in: folder) {
        case .success(let content):
            existing = content
        case .failure(.missing):
            if mode == .never { return .failed("golden trace \(path) is missing (record it with --record=missing)") }
            return written(.recorded)
        case .failure(.refused(let message)):
            return .failed(message)
        case .failure(.unreadable(let failure)):
            if mode == .all { return written(.updated) }
            return .failed("golden trace \(path) \(failure.phrase): fix or delete it, or record it again with --record=all")
        }
        if existing == text { return .matched }
        if mode == .all || mode == .failed { return written(.updated) }
        let expected = existing.split(separator: "\n", omittingEmptySubsequences: false).dropLast(existing.hasSuffix("\n") ? 1 : 0).map(String.init)
        let diff = LineDiff.diff(expected: expected.map(TraceLine.init), actual: actual.map(TraceLine.init)) { $0.text == $1.text }
        return .differs(failure(diff, path: path), diff)
    }

    /// `<file>` of a golden at `<file>.golden/<name>.trace`.
    private static func scenarioFile(ofGolden path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.hasSuffix(".golden") ? String(folder.dropLast(".golden".count)) : folder + "/"
    }

    /// Why a golden was not compared.
    enum ReadFailure: Error {
        /// Nothing there.
        case missing
        /// It resolves outside the scenario's folder: the message.
        case refused(String)
        /// There, but not a readable text file.
        case unreadable(TextFile.Failure)
    }

    /// The golden's text, read where its links lead once that is inside `folder`.
    static func read(_ path: String, in folder: SuiteFolder) -> Result<String, ReadFailure> {
        switch folder.resolve(path) {
        case .missing:
            if SuiteFolder.isLink(path) { return .failure(.refused("golden trace \(path) is a symbolic link to nothing: remove it to record the golden")) }
            return .failure(.missing)
        case .outside(let resolved):
            return .failure(.refused(folder.outsideMessage("golden trace \(path)", resolvedTo: resolved)))
        case .inside(let resolved):
            return TextFile.read(resolved).mapError { $0 == .missing ? .missing : .unreadable($0) }
        }
    }

    /// Writes `text` as the golden at `path`, unless that would write through a symbolic link
    /// or outside `folder`; returns a message when it does not.
    static func write(_ text: String, to path: String, in folder: SuiteFolder) -> String? {
        if SuiteFolder.isLink(path) {
            return "golden trace \(path) is a symbolic link: recording does not write through links or replace them; replace it with a file to record"
        }
        if case .outside(let resolved) = folder.resolveExisting(path) {
            return folder.outsideMessage("golden trace \(path)", resolvedTo: resolved)
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "golden trace \(path) is a directory, not a file: remove it to record the golden"
        }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "cannot write the golden trace \(path): \(reason(error))"
        }
    }

    /// The system's words for a file error (Foundation's own read "NSCocoaErrorDomain error
    /// 512" on Linux).
    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain { return TextFile.reason(Int32(posix.code)) }
        if let posix = error as? POSIXError { return TextFile.reason(posix.code.rawValue) }
        return error.localizedDescription
    }

    /// At most this many lines of a failure's diff are shown; the rest are counted.
    static let maxDiffLines = 200
    /// Lines of a diff longer than this many characters are cut.
    static let maxLineLength = 500

    /// "trace differs from golden <path> at event N", then a unified diff with 3 lines of
    /// context, the first divergence marked; at most ``maxDiffLines`` lines of it, each cut to
    /// ``maxLineLength`` characters, so that a huge golden gives a message of bounded size.
    static func failure(_ diff: LineDiff, path: String) -> String {
        let first = diff.lines.firstIndex { if case .same = $0 { return false } else { return true } } ?? 0
        var summary = "trace differs from golden \(path) at event \(first + 1)"
        switch diff.lines[first] {
        case .missing(let text): summary += ": expected \"\(cut(text))\""
        case .unexpected(let text): summary += ": got \"\(cut(text))\""
        case .same: break
        }
        var lines = [summary, "--- \(path)", "+++ recorded trace"]
        var shown = 0, leftOut = 0
        for hunk in hunks(of: diff, context: 3) {
            for index in hunk {
                guard shown < maxDiffLines else { leftOut += 1; continue }
                if index == hunk.lowerBound { lines.append("@@ event \(index + 1) @@") }
                let marker = index == first ? "   <- first divergence" : ""
                switch diff.lines[index] {
                case .same(let text): lines.append(" \(cut(text))")
                case .missing(let text): lines.append("-\(cut(text))\(marker)")
                case .unexpected(let text): lines.append("+\(cut(text))\(marker)")
                }
                shown += 1
            }
        }
        if leftOut > 0 { lines.append("... \(leftOut) more lines of the diff left out") }
        return lines.joined(separator: "\n")
    }

    /// The ranges of diff lines to show: each change with `context` lines around it, ranges
    /// that touch merged.
    private static func hunks(of diff: LineDiff, context: Int) -> [ClosedRange<Int>] {
        var hunks: [ClosedRange<Int>] = []
        for (index, line) in diff.lines.enumerated() {
            if case .same = line { continue }
            let range = max(0, index - context)...min(diff.lines.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// `text`, cut to ``maxLineLength`` characters with the count of those left out.
    private static func cut(_ text: String) -> String {
        guard text.count > maxLineLength else { return text }
        return "\(text.prefix(maxLineLength))... (\(text.count - maxLineLength) more characters)"
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
