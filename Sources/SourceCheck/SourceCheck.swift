import Foundation

/// `stagehand check`'s engine: reads an app's Swift files (without building them) and reports
/// what stands between them and a run, and what Stagehand would silently not do with them:
/// - ``SourceCheckResult/missing``: the UIKit it uses that StagehandUIKit does not offer;
/// - ``SourceCheckResult/findings``: rule V4, methods of UIKit protocols Stagehand never calls.
///
/// ```swift
/// let result = try SourceCheck.check(["../MyApp/Sources/Containers"])
/// XCTAssertEqual(result.findings, [])
/// ```
public enum SourceCheck {
    /// The result for the Swift files at `paths` (files, or folders searched recursively, in
    /// name order), each list sorted by file and line. Paths are as given, joined with the
    /// file's path inside a folder.
    public static func check(_ paths: [String], against surface: PublicSurface = .stagehandUIKit) throws -> SourceCheckResult {
        try check(swiftFiles(in: paths).map { (path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }, against: surface)
    }

    /// The result for Swift source given as text (each with the path it is reported under).
    public static func check(_ sources: [(path: String, text: String)], against surface: PublicSurface = .stagehandUIKit) -> SourceCheckResult {
        var scanner = SwiftSourceScanner()
        var uses: [UsageVisitor.Use] = []
        for source in sources { uses += scanner.scan(source: source.text, path: source.path) }
        let missingUses = MissingUseCheck(surface: surface, appTypes: scanner.types)
        return SourceCheckResult(
            findings: UncalledMethodCheck(types: scanner.types, calls: scanner.calls, surface: surface).findings(for: scanner.declaredTypes).sorted(),
            missing: (missingUses.missing(in: uses) + missingUses.missingOverrides(of: scanner.declaredTypes)).sorted {
                ($0.location, $0.name) < ($1.location, $1.name)
            })
    }

    /// Rule V4's findings alone for the Swift files at `paths`.
    public static func findings(in paths: [String]) throws -> [SourceFinding] { try check(paths).findings }

    /// Rule V4's findings alone for Swift source given as text.
    public static func findings(inSources sources: [(path: String, text: String)]) -> [SourceFinding] { check(sources).findings }

    /// The `.swift` files at `paths`, each folder's in path order (deterministic, whatever the
    /// file system lists first). A path that does not exist is an error naming it.
    static func swiftFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw SourceCheckError.noSuchPath(path)
            }
            guard isFolder.boolValue else { files.append(path); continue }
            let inside = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            let base = path.hasSuffix("/") ? path : path + "/"
            files += inside.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
                .sorted().map { base + $0 }
        }
        return files
    }
}

/// Why `stagehand check` could not read what it was given.
public enum SourceCheckError: Error, Equatable, CustomStringConvertible {
    /// The path names nothing.
    case noSuchPath(String)

    public var description: String {
        switch self {
        case .noSuchPath(let path): "no such file or folder: \(path)"
        }
    }
}
