import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds scenario files: a file is taken as given; a directory is searched recursively for
/// files ending in `.lua`, in byte order of their paths (see `luaFiles(in:)` for links and
/// names that are not UTF-8).
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

    /// The `.lua` files under `directory`, in byte order of their paths. The walk reads each
    /// folder's names as bytes: a name that is not UTF-8 is kept, its other bytes written as
    /// `\xNN`, so that the run reports it (``isNotUTF8Name(_:)``) instead of skipping it. Links
    /// to folders are not followed (a link out of the suite would take the walk with it); a
    /// link to a file is listed, and reading it holds it to its folder (``ScenarioFile``).
    private static func luaFiles(in directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var files: [(path: String, bytes: [UInt8])] = []
        walk(Array(base.utf8), shown: base, into: &files, depth: 0)
        return files.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.path)
    }

    /// Folders deeper than this are not walked (a suite is never this deep; a loop of hard
    /// links to folders cannot be made, but a very deep tree could exhaust the stack).
    private static let maxDepth = 64

    private static func walk(_ folder: [UInt8], shown: String, into files: inout [(path: String, bytes: [UInt8])], depth: Int) {
        guard depth < maxDepth, let stream = opendir(folder.cString) else { return }
        defer { closedir(stream) }
        var entries: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == Array(".".utf8) || name == Array("..".utf8) { continue }
            entries.append(name)
        }
        for name in entries.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let path = folder + [UInt8(ascii: "/")] + name
            let text = shown + "/" + displayed(name)
            var status = stat()
            guard lstat(path.cString, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, shown: text, into: &files, depth: depth + 1)
            case S_IFREG, S_IFLNK:
                guard name.count > 4, name.suffix(4) == Array(".lua".utf8) else { continue }
                if status.st_mode & S_IFMT == S_IFLNK, isFolder(path) { continue }
                files.append((text, path))
            default:
                continue
            }
        }
    }

    /// Whether a link leads to a folder.
    private static func isFolder(_ path: [UInt8]) -> Bool {
        var status = stat()
        return stat(path.cString, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// A name's bytes as text: UTF-8 as it is, else each byte that is not part of valid UTF-8
    /// as `\xNN`.
    static func displayed(_ name: [UInt8]) -> String {
        if let text = String(validating: name, as: UTF8.self) { return text }
        var shown = ""
        var index = 0
        while index < name.count {
            var length = 1
            while index + length <= name.count, length <= 4 {
                if let piece = String(validating: name[index..<(index + length)], as: UTF8.self) {
                    shown += piece
                    break
                }
                length += 1
            }
            if length > 4 || index + length > name.count {
                shown += "\\x" + ReportText.hex(UInt32(name[index]), digits: 2)
                length = 1
            }
            index += length
        }
        return shown
    }

    /// Whether `path` names, with `\xNN` escapes, a file of its folder whose name is not UTF-8
    /// (what ``files(under:)`` lists for one).
    static func isNotUTF8Name(_ path: String) -> Bool {
        guard path.contains("\\x") else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.dropLast().joined(separator: "/")
        guard let last = parts.last, let stream = opendir(folder.isEmpty ? "." : folder) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if String(validating: name, as: UTF8.self) == nil, displayed(name) == last { return true }
        }
        return false
    }
}

private extension Array where Element == UInt8 {
    /// The bytes with a NUL after them, for a C path.
    var cString: [CChar] { map { CChar(bitPattern: $0) } + [0] }
}
