#if canImport(Glibc)
import Glibc
#endif

/// The folder a scenario file may reach into: its own, where `require` finds helpers and
/// `expect_golden` keeps goldens. Paths are compared after resolving symbolic links
/// (`realpath(3)`), folder by folder, so a link inside the folder that points outside it
/// is caught, and `/suite-other` is not inside `/suite`.
struct SuiteFolder {
    /// The folder as given (lexically: the scenario file's path without its last part).
    let path: String
    /// Its real path's components; nil when the folder itself cannot be resolved.
    private let real: [Substring]?

    /// The folder of the scenario file `file` (the current directory for a bare name).
    init(ofScenarioFile file: String) {
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        path = file.hasPrefix("/") && folder.isEmpty ? "/" : folder
        real = Self.realPath(path.isEmpty ? "." : path).map(Self.components)
    }

    /// What goes before a relative path inside the folder: "" or "folder/".
    var prefix: String {
        path.isEmpty || path.hasSuffix("/") ? path : path + "/"
    }

    /// Where a path ends up once its links are followed.
    enum Resolution: Equatable {
        /// Inside the folder: the real path.
        case inside(String)
        /// Outside the folder: the real path.
        case outside(String)
        /// Nothing there (a missing file, or a link to one).
        case missing
    }

    /// Follows the links of `path` (which must exist) and says whether it is inside.
    func resolve(_ path: String) -> Resolution {
        guard let resolved = Self.realPath(path) else { return .missing }
        return contains(resolved) ? .inside(resolved) : .outside(resolved)
    }

    /// Resolves the nearest part of `path` that exists (for a file not made yet: the folder
    /// it would be written into) and says whether it is inside.
    func resolveExisting(_ path: String) -> Resolution {
        var candidate = path
        while true {
            if let resolved = Self.realPath(candidate) {
                return contains(resolved) ? .inside(resolved) : .outside(resolved)
            }
            let parent = candidate.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if parent == candidate || parent.isEmpty { return resolve(candidate.hasPrefix("/") ? "/" : ".") }
            candidate = parent
        }
    }

    /// The message for a path that resolved outside: "<what> resolves to <real>, outside the
    /// scenario's folder <folder>".
    func outsideMessage(_ what: String, resolvedTo resolved: String) -> String {
        "\(what) resolves to \(resolved), outside the scenario's folder \(path.isEmpty ? "." : path) (through a symbolic link); scenarios may only use files inside their folder"
    }

    /// Whether `path` is a symbolic link itself (not following it).
    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    private func contains(_ resolved: String) -> Bool {
        guard let real else { return false }
        return Self.components(resolved).starts(with: real)
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = Glibc.realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
