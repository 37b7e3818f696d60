/// A table cell. A static table makes one per row, once, with the controller's view (rule T1);
/// a dynamic table dequeues copies of registered prototypes (rule P1). A cell's labels stack
/// vertically inside margins, which gives its self-sizing height (rules P2, P3).
public final class TableViewCell: ReusableCell {
    /// Space around the content: 16 pt left and right, 12 pt top and bottom (rule P3).
    public static let horizontalMargin = 16.0, verticalMargin = 12.0
    /// Space between stacked labels.
    public static let labelSpacing = 8.0

    /// The static row's id, for static cells.
    public let rowID: String?
    /// The reuse identifier, for prototypes and their copies.
    public let reuseIdentifier: String?
    /// The labels, top to bottom.
    public private(set) var labels: [Label] = []

    /// A cell as wide as the window and 44 pt tall, named after `name`, else `reuseIdentifier`,
    /// else `TableViewCell`, with `labels` stacked in its content view (rule P2).
    public init(app: App, name: String? = nil, rowID: String? = nil, reuseIdentifier: String? = nil, labels: [Label] = []) {
        self.rowID = rowID
        self.reuseIdentifier = reuseIdentifier
        super.init(app: app, name: name ?? reuseIdentifier ?? "TableViewCell",
                   frame: Rect(x: 0, y: 0, width: app.window.bounds.width, height: 44))
        for label in labels { addLabel(label) }
    }

    init(runtime: Runtime, rowID: String) {
        self.rowID = rowID
        reuseIdentifier = nil
        super.init(runtime: runtime, name: "cell(\(rowID))", frame: .zero)
    }

    private init(copying other: TableViewCell) {
        rowID = other.rowID
        reuseIdentifier = other.reuseIdentifier
        super.init(runtime: other.runtime, name: other.baseName, frame: other.frame)
        for label in other.labels { addLabel(Label(copying: label)) }
        // Rule Y14: the prototype's other content and its constraints come along.
        copyPrototypeContent(of: other, copied: zip(other.labels, labels).map { (original: $0, copy: $1) })
    }

    private func addLabel(_ label: Label) {
        labels.append(label)
        try? addSubview(label)
    }

    /// An independent copy: same configuration, new objects (rule P1: what a nib hands out).
    public func copy() -> TableViewCell { TableViewCell(copying: self) }

    /// Rule P3: the height the labels need at this width: margins, the labels' heights, and 8
    /// pt between labels that have text.
    public func fittingHeight(width: Double) -> Double {
        let inner = max(0, width - 2 * TableViewCell.horizontalMargin)
        let heights = labels.map { $0.fittingHeight(width: inner) }.filter { $0 > 0 }
        let spacing = Double(max(0, heights.count - 1)) * TableViewCell.labelSpacing
        return 2 * TableViewCell.verticalMargin + heights.reduce(0, +) + spacing
    }

    /// Lays the labels out top to bottom; a cell with labels takes its fitting height
    /// (self-sizing, rule P2), so `layoutIfNeeded` then `frame.height` measures it.
    public override func layoutSubviews() throws(EngineError) {
        guard !labels.isEmpty else { return }
        let width = bounds.width
        let inner = max(0, width - 2 * TableViewCell.horizontalMargin)
        var y = TableViewCell.verticalMargin
        for label in labels {
            let height = label.fittingHeight(width: inner)
            label.resize(to: Rect(x: TableViewCell.horizontalMargin, y: y, width: inner, height: height))
            if height > 0 { y += height + TableViewCell.labelSpacing }
        }
        let fitting = fittingHeight(width: width)
        if frame.height != fitting {
            resize(to: Rect(origin: frame.origin, size: Size(width: width, height: fitting)))
            needsLayout = false
        }
    }
}
