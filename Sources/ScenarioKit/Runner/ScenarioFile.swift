#if canImport(Glibc)
import Glibc
#endif

/// Reading a scenario file. It is held to its own folder as its helpers (`require`) and its
/// goldens are: a symbolic link that leads out of the folder is refused before anything is
/// read, so no report ever quotes what the link leads to (a syntax error would have quoted a
/// private key). A name that is not UTF-8 is reported by what it is, with its odd bytes shown as
/// `\xNN`, rather than skipped.
enum ScenarioFile {
    /// Why a scenario file was not read: the message of its `(file)` error.
    struct Refusal: Error {
        var message: String
    }

    /// The source of the scenario file `path`, or why it was not read.
    static func read(_ path: String) -> Result<String, Refusal> {
        let folder = SuiteFolder(ofScenarioFile: path)
        switch folder.resolve(path) {
        case .outside(let real):
            return .failure(Refusal(message: folder.outsideMessage("the scenario file \(path)", resolvedTo: real)))
        case .missing:
            if ScenarioDiscovery.isNotUTF8Name(path) {
                return .failure(Refusal(message: "\(path): the file's name is not UTF-8 (its other bytes are shown as \\xNN); rename it to run it"))
            }
            return .failure(Refusal(message: "\(path) \(TextFile.Failure.missing.phrase)"))
        case .inside:
            return TextFile.read(path).mapError { Refusal(message: "\(path) \($0.phrase)") }
        }
    }
}
