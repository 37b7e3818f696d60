import ScenarioKit

extension Stagehand {
    /// What selects the scenarios of a run, how they run and which report files it writes: the
    /// options of `stagehand run`, for ``Stagehand/scenarios(at:options:environment:registering:filePath:fileID:line:)``
    /// and ``Stagehand/runScenarios(at:options:environment:registering:filePath:fileID:line:)``.
    ///
    /// `swift test` passes no arguments to tests, so every option can also come from an
    /// environment variable (``resolved(environment:)`` lists them). **What the code gives
    /// wins**: the environment fills only what these options leave unset (nil or empty), so a
    /// test that pins its seed or its tags keeps them on every machine, and CI chooses the
    /// rest.
    ///
    /// ```swift
    /// let options = Stagehand.Options(tags: ["smoke"], reports: [.junit(".build/reports/smoke.xml")])
    /// ```
    public struct Options: Sendable, Equatable {
        /// Only scenarios whose whole title (its `describe` groups' titles, then its own,
        /// joined by ` / `) contains this text run; nil runs all.
        public var filter: String?
        /// Only scenarios with at least one of these tags run (`scenario(title, {tags = {...}},
        /// fn)` and `describe`'s tags); empty runs all.
        public var tags: [String]
        /// Scenarios with any of these tags do not run.
        public var excludedTags: [String]
        /// The seed of every scenario's `app.random` and `math.random`; nil is 1. A failure's
        /// message says which seed it ran with.
        public var seed: UInt64?
        /// Only this shard of the scenarios runs (`Shard(index: 2, count: 4)`, 1-based),
        /// split by scenario in the order `stagehand run --shard` uses: each folder's files in
        /// byte order of their paths, each file's scenarios in the order it declares them.
        /// The shards together run every selected scenario exactly once. Nil runs them all.
        public var shard: Shard?
        /// Whether a scenario that ends with `lint:` events (misuse that UIKit allows silently)
        /// fails; nil is false.
        public var strict: Bool?
        /// When `expect_golden` writes golden traces; nil is as `stagehand run`: `never` when
        /// the `CI` variable is set, `missing` otherwise.
        public var record: RecordMode?
        /// The report files to write, each in one format; a format given here replaces the
        /// file the environment would name for it.
        public var reports: [Report]

        /// Options in which every one left out is unset, and so taken from the environment (see
        /// ``resolved(environment:)``) or its default.
        public init(filter: String? = nil, tags: [String] = [], excludedTags: [String] = [], seed: UInt64? = nil,
                    shard: Shard? = nil, strict: Bool? = nil, record: RecordMode? = nil, reports: [Report] = []) {
            self.filter = filter
            self.tags = tags
            self.excludedTags = excludedTags
            self.seed = seed
            self.shard = shard
            self.strict = strict
            self.record = record
            self.reports = reports
        }
    }
}
