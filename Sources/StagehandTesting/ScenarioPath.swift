import Foundation

/// Where the scenarios a test names are: every path handed to the runner is absolute, so that
/// messages, issues and reports carry the whole path, whatever the working directory.
enum ScenarioPath {
    /// `path` (a `.lua` file or a folder) as an absolute path without `.` and `..` parts: an
    /// absolute path as it is; a relative one relative to the folder of `testFile` (the
    /// calling test's `#filePath`) when it exists there, else to the working directory.
    static func resolve(_ path: String, besideTestFile testFile: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let besideTest = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(path)
            .standardizedFileURL.path
        if FileManager.default.fileExists(atPath: besideTest) { return besideTest }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// What to say when `path` was not found: every place it was looked for, whole.
    static func missing(_ path: String, besideTestFile testFile: String) -> String {
        if path.hasPrefix("/") { return "no scenario file or folder at \(resolve(path, besideTestFile: testFile))" }
        let besideTest = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(path)
            .standardizedFileURL.path
        let inWorkingDirectory = URL(fileURLWithPath: path).standardizedFileURL.path
        return "no scenario file or folder \(path): neither \(besideTest) (beside the test file) nor \(inWorkingDirectory) (in the working directory) exists"
    }

    /// `file` relative to `root` when it is inside it (`menus/slide.lua`), else the whole path.
    static func relative(_ file: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
