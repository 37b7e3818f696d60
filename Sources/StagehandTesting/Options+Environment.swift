import Foundation
import ScenarioKit

extension Stagehand.Options {
    /// The environment variables that give options, in the order ``resolved(environment:)``
    /// reads them. The report variables are `STAGEHAND_` and the format's name in capitals.
    public static let environmentVariables = [
        "STAGEHAND_FILTER", "STAGEHAND_TAGS", "STAGEHAND_EXCLUDE_TAGS", "STAGEHAND_SEED", "STAGEHAND_SHARD",
        "STAGEHAND_STRICT", "STAGEHAND_RECORD",
    ] + ReportFormat.allCases.map(reportVariable)

    /// `STAGEHAND_JUNIT` for `junit`.
    static func reportVariable(_ format: ReportFormat) -> String { "STAGEHAND_" + format.rawValue.uppercased() }

    /// The options a run uses: these, with each one they leave unset (nil, or an empty list)
    /// read from `environment`, checked, and with report paths made absolute (relative ones
    /// are relative to the working directory). A variable that is set to the empty string
    /// counts as unset.
    ///
    /// | variable | option | value |
    /// |---|---|---|
    /// | `STAGEHAND_FILTER` | ``filter`` | text the title contains |
    /// | `STAGEHAND_TAGS` | ``tags`` | tags, comma-separated: `smoke,nav` |
    /// | `STAGEHAND_EXCLUDE_TAGS` | ``excludedTags`` | tags, comma-separated |
    /// | `STAGEHAND_SEED` | ``seed`` | a whole number from 0 to 2^64 - 1 |
    /// | `STAGEHAND_SHARD` | ``shard`` | `i/n`, 1-based: `2/4` |
    /// | `STAGEHAND_STRICT` | ``strict`` | `1`, `true`, `yes` or `0`, `false`, `no` |
    /// | `STAGEHAND_RECORD` | ``record`` | `missing`, `failed`, `all` or `never` |
    /// | `STAGEHAND_JUNIT`, `STAGEHAND_JSON`, `STAGEHAND_TAP`, `STAGEHAND_HTML`, `STAGEHAND_TEXT` | ``reports`` | the report file's path |
    ///
    /// A report variable adds its format unless ``reports`` already has that format. Without
    /// `STAGEHAND_RECORD`, ``record`` is `never` when `CI` is set and `missing` otherwise.
    /// Bazel's `TEST_SHARD_INDEX` and `TEST_TOTAL_SHARDS` are not read: a test runner that
    /// shards by test would then shard the scenarios a second time and lose some.
    ///
    /// - Throws: ``Stagehand/OptionsError`` for a value that is not what its variable takes (a
    ///   bad value never quietly runs the whole suite), or a tag with a space in it.
    public func resolved(environment: [String: String]) throws(Stagehand.OptionsError) -> Stagehand.Options {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var options = self
        if options.filter == nil { options.filter = value("STAGEHAND_FILTER") }
        if options.tags.isEmpty, let text = value("STAGEHAND_TAGS") { options.tags = Self.tagList(text) }
        if options.excludedTags.isEmpty, let text = value("STAGEHAND_EXCLUDE_TAGS") { options.excludedTags = Self.tagList(text) }
        if options.seed == nil, let text = value("STAGEHAND_SEED") {
            guard let seed = UInt64(text) else {
                throw .init("STAGEHAND_SEED takes a whole number from 0 to \(UInt64.max), not \(text)")
            }
            options.seed = seed
        }
        if options.shard == nil, let text = value("STAGEHAND_SHARD") {
            guard let shard = Shard(text) else { throw .init("STAGEHAND_SHARD takes i/n with 1 <= i <= n, not \(text)") }
            options.shard = shard
        }
        if options.strict == nil, let text = value("STAGEHAND_STRICT") {
            guard let strict = Self.flag(text) else { throw .init("STAGEHAND_STRICT takes 1, true, yes, 0, false or no, not \(text)") }
            options.strict = strict
        }
        if options.record == nil {
            if let text = value("STAGEHAND_RECORD") {
                guard let mode = RecordMode(rawValue: text) else {
                    let modes = RecordMode.allCases.map(\.rawValue)
                    throw .init("STAGEHAND_RECORD takes \(modes.dropLast().joined(separator: ", ")) or \(modes.last ?? ""), not \(text)")
                }
                options.record = mode
            } else {
                options.record = .default(environment: environment)
            }
        }
        for format in ReportFormat.allCases where !options.reports.contains(where: { $0.format == format }) {
            if let path = value(Self.reportVariable(format)) { options.reports.append(Stagehand.Report(format, to: path)) }
        }
        options.reports = options.reports.map { Stagehand.Report($0.format, to: Self.absolute($0.path)) }
        for (name, tags) in [("tags", options.tags), ("excludedTags", options.excludedTags)] {
            if let bad = tags.first(where: { $0.isEmpty || $0.contains(where: \.isWhitespace) }) {
                throw .init("\(name): a tag is one word without spaces, not '\(bad)'")
            }
        }
        return options
    }

    /// The tags of a comma-separated list, each once, in order, without the spaces around them.
    static func tagList(_ text: String) -> [String] {
        var tags: [String] = []
        for part in text.split(separator: ",") {
            let tag = part.trimmingCharacters(in: .whitespaces)
            if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// A yes or no as a variable gives it.
    private static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "1", "true", "yes", "on": true
        case "0", "false", "no", "off": false
        default: nil
        }
    }

    /// `path` absolute (relative to the working directory) and without `.` and `..` parts.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

extension Stagehand {
    /// An option that is not what it should be: a variable's value (`STAGEHAND_SHARD takes
    /// i/n with 1 <= i <= n, not 5/4`) or a tag with a space.
    public struct OptionsError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, naming the variable or the option.
        public var description: String

        init(_ description: String) { self.description = description }
    }
}
