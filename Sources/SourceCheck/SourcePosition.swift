/// A place in a Swift file: the path as the check was given it, and the 1-based line and column.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int

    /// `path:line:column`, as compilers and editors write a place.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
