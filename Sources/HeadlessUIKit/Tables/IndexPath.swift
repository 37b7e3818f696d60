/// A row's address in a table: section and row, both 0-based as in UIKit.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// The row `row` of section `section` (both from 0).
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// The item `item` of section `section`, for collection views: `item` is stored as the row.
    public init(section: Int, item: Int) {
        self.init(section: section, row: item)
    }

    /// The item, for collection views: the same number as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Section order, then row order.
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    /// `section,row`, as the trace prints it.
    public var description: String { "\(section),\(row)" }
}
