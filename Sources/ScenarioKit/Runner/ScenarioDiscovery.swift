import Foundation

/// Finds scenario files: a file is taken as given; a directory is searched recursively for
/// files ending in `.lua`, in byte order of their paths.
public enum ScenarioDiscovery {
    /// A path that does not exist.
    public struct MissingPath: Error, Equatable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// "no such file or directory: <path>".
        public var description: String { "no such file or directory: \(path)" }
    }

    /// The scenario files under `paths`, each path's files in byte order, duplicates dropped.
    public static func files(under paths: [String]) throws(MissingPath) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw MissingPath(path: path)
            }
            let found = isDirectory.boolValue ? luaFiles(in: path) : [path]
            for file in found where seen.insert(file).inserted { result.append(file) }
        }
        return result
    }

    private static func luaFiles(in directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".lua") else { continue }
            let full = "\(base)/\(relative)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(full)
            }
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
