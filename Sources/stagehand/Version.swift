/// Stagehand's version: what `stagehand --version` prints, and the one constant a release
/// changes (RELEASING.md). It is the version of the latest tag, or of the first tag to come
/// (0.1.0) until one exists; CHANGELOG.md has a section for it.
enum StagehandVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    static let current = "0.1.0"
}
