/// A golden file that `expect_golden` wrote: recorded where there was none, or updated.
public struct WrittenGolden: Equatable, Sendable {
    /// How the golden came to be written.
    public enum How: String, Sendable {
        /// There was no golden: this one is new.
        case recorded
        /// The golden differed (or could not be read) and was written again (`--record failed`
        /// or `all`).
        case updated
    }

    /// The golden file's path.
    public var path: String
    /// Recorded or updated.
    public var how: How

    /// The golden at `path`, written as `how` says.
    public init(path: String, how: How) {
        self.path = path
        self.how = how
    }

    /// `{"how": ..., "path": ...}`.
    var jsonValue: JSONValue { .object([("how", .string(how.rawValue)), ("path", .string(path))]) }

    /// The entry some JSON holds.
    init?(jsonValue json: JSONValue) {
        guard let path = json["path"]?.string, let how = json["how"]?.string.flatMap(How.init(rawValue:)) else { return nil }
        self.init(path: path, how: how)
    }
}
