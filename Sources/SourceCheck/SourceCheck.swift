import Foundation

/// `stagehand check`'s engine: reads an app's Swift files (without building them) and reports
/// what Stagehand would silently not do with them. Today that is rule V4: methods of UIKit
/// protocols that Stagehand never calls.
///
/// ```swift
/// let findings = try SourceCheck.findings(in: ["../MyApp/Sources/Containers"])
/// XCTAssertEqual(findings, [])
/// ```
public enum SourceCheck {
    /// The findings for the Swift files at `paths` (files, or folders searched recursively, in
    /// name order), sorted by file and line. Paths in findings are as given, joined with the
    /// file's path inside a folder.
    public static func findings(in paths: [String]) throws -> [SourceFinding] {
        var scanner = SwiftSourceScanner()
        for file in try swiftFiles(in: paths) {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            scanner.scan(source: source, path: file)
        }
        return findings(of: scanner)
    }

    /// The findings for Swift source given as text (each with the path it is reported under).
    public static func findings(inSources sources: [(path: String, text: String)]) -> [SourceFinding] {
        var scanner = SwiftSourceScanner()
        for source in sources { scanner.scan(source: source.text, path: source.path) }
        return findings(of: scanner)
    }

    private static func findings(of scanner: SwiftSourceScanner) -> [SourceFinding] {
        UncalledMethodCheck(types: scanner.types).findings(for: scanner.declaredTypes).sorted()
    }

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
