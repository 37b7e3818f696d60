/// A table cell. A static table makes one per row, once, with the controller's view (rule T1).
public final class TableViewCell: View {
    /// The static row's id, for static cells.
    public let rowID: String?

    /// Makes a cell.
    public init(app: App, name: String? = nil, rowID: String? = nil) {
        self.rowID = rowID
        super.init(app: app, name: name ?? "TableViewCell")
    }

    init(runtime: Runtime, rowID: String) {
        self.rowID = rowID
        super.init(runtime: runtime, name: "cell(\(rowID))", frame: .zero)
    }
}
