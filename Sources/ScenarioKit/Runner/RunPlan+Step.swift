extension RunPlan {
    /// One file of a run and which of its scenarios run.
    public struct Step: Equatable, Sendable {
        /// The scenario file.
        public var file: String
        /// The positions, among the file's scenarios that the filter selects, of those that
        /// run (``ScenarioRunner/run(file:only:observer:)``'s `only`); nil runs them all.
        public var only: Set<Int>?

        /// The scenarios `only` of `file` (nil: all of them).
        public init(file: String, only: Set<Int>?) {
            self.file = file
            self.only = only
        }
    }
}
