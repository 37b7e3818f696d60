import HeadlessUIKit

/// UIKit's additions to Foundation's `IndexPath`: rows and items in sections.
extension Foundation.IndexPath {
    /// An index path for a table row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path for a collection view item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (the first index; 0 when there is none).
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The row (the second index; 0 when there is none).
    public var row: Int { count > 1 ? self[1] : 0 }
    /// The item: the same number as ``row``.
    public var item: Int { row }

    /// The engine's index path.
    var enginePath: HeadlessUIKit.IndexPath { HeadlessUIKit.IndexPath(section: section, row: row) }
    /// An index path from the engine's.
    init(_ path: HeadlessUIKit.IndexPath) { self.init(indexes: [path.section, path.row]) }
}

