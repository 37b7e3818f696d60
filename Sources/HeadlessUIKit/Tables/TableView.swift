/// A table view: asks its controller for sections, rows, heights and cells, keeps the heights
/// until `reloadData` or `endUpdates` (rule T3), and holds the cells of the visible rows as
/// subviews, laid out in its own layout pass.
public final class TableView: View {
    /// The controller that answers the data-source questions.
    public internal(set) weak var controller: TableViewController?

    /// How far the content is scrolled. Setting it marks the table for layout (rule L4).
    public var contentOffset: Point = .zero {
        didSet { setNeedsLayout() }
    }

    /// The rows whose rectangles touch the visible area, as of the last layout (a row of
    /// height 0 at the edge counts, rule T3).
    public private(set) var visibleRows: [IndexPath] = []
    /// The height of all rows together, as of the last layout.
    public private(set) var contentHeight: Double = 0

    /// Row heights and tops per section; nil until asked (rule T3).
    private var heights: [[Double]]?
    private var tops: [[Double]] = []
    /// The cells shown, by row.
    private var displayed: [IndexPath: View] = [:]
    /// Cells whose children the next layout pass shows again (rule T6).
    private var reshow: [View] = []
    private var updateDepth = 0
    /// Whether the next layout asks `cellForRow` for rows that already show a cell.
    private var requeryCells = false

    init(runtime: Runtime, name: String, controller: TableViewController) {
        self.controller = controller
        super.init(runtime: runtime, name: name, frame: runtime.screen)
    }

    // MARK: Data

    /// Forgets the cached heights; the next layout asks for them and for the visible rows'
    /// cells again (rule T3). A row that gets the cell it already shows keeps it in place, so
    /// a static table's children see no appearance callbacks (Stagehand's choice).
    public func reloadData() {
        heights = nil
        requeryCells = true
        setNeedsLayout()
    }

    /// Starts a batch of updates; `endUpdates` ends it.
    public func beginUpdates() { updateDepth += 1 }

    /// Rule T6: ends a batch. The children of the visible cells begin disappearing (they stay
    /// in the window), every row's height is asked again, and the table is marked; its next
    /// layout pass shows those cells again. An end with no begin is treated as a batch of
    /// one, as UIKit does.
    public func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        guard updateDepth == 0 else { return }
        let cells = displayedCells
        runtime.withCause("\(name) endUpdates (T6)") {
            for cell in cells {
                runtime.sendAppearanceHooks(for: cell, appearing: false, deferEnd: false, root: nil, cause: "is updated by \(name)")
            }
            askHeights()
        }
        reshow = cells
        setNeedsLayout()
    }

    /// The rectangle of a row in the table's content.
    public func rectForRow(_ indexPath: IndexPath) -> Rect? {
        if heights == nil { askHeights() }
        guard let heights, heights.indices.contains(indexPath.section),
              heights[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return Rect(x: 0, y: tops[indexPath.section][indexPath.row], width: bounds.width,
                    height: heights[indexPath.section][indexPath.row])
    }

    private var displayedCells: [View] {
        displayed.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Asks the number of sections and rows and every row's height, in index order.
    private func askHeights() {
        guard let controller else { heights = []; tops = []; return }
        let sections = max(0, Int(controller.send(.numberOfSections, rule: "T3").number ?? 0))
        var allHeights: [[Double]] = []
        var allTops: [[Double]] = []
        var y = 0.0
        for section in 0..<sections {
            let rows = max(0, Int(controller.send(.numberOfRows(section), rule: "T3").number ?? 0))
            var sectionHeights: [Double] = []
            var sectionTops: [Double] = []
            sectionHeights.reserveCapacity(rows)
            sectionTops.reserveCapacity(rows)
            for row in 0..<rows {
                let height = controller.send(.heightForRow(IndexPath(section: section, row: row)), rule: "T3").number ?? 0
                let clean = height.isFinite ? max(0, height) : 0
                sectionTops.append(y)
                sectionHeights.append(clean)
                y += clean
            }
            allHeights.append(sectionHeights)
            allTops.append(sectionTops)
        }
        heights = allHeights
        tops = allTops
        contentHeight = y
    }

    // MARK: Layout (rules T3, T6, L4)

    /// Places the cells of the visible rows: new ones are asked for with `cellForRow` and
    /// added (which marks the table again: the second pass of rule T3), rows scrolled away
    /// lose their cells, and cells updated by `endUpdates` show their children again
    /// without marking the table (rule T6).
    public override func layoutSubviews() throws(EngineError) {
        if heights == nil { askHeights() }
        guard let heights else { return }
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        var visible: [IndexPath] = []
        for (section, sectionHeights) in heights.enumerated() {
            let sectionTops = tops[section]
            // Rows are sorted by top: skip to the first row that can touch the visible area.
            var row = firstRow(endingAtOrAfter: top, tops: sectionTops, heights: sectionHeights)
            while row < sectionHeights.count, sectionTops[row] <= bottom {
                visible.append(IndexPath(section: section, row: row))
                row += 1
            }
        }
        let visibleSet = Set(visible)
        for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) where !visibleSet.contains(indexPath) {
            displayed[indexPath] = nil
            cell.removeFromSuperview()
        }
        let requery = requeryCells
        requeryCells = false
        for indexPath in visible {
            let rect = Rect(x: 0, y: tops[indexPath.section][indexPath.row] - contentOffset.y,
                            width: bounds.width, height: heights[indexPath.section][indexPath.row])
            let shown = displayed[indexPath]
            if let shown, !requery {
                shown.resize(to: rect)
                continue
            }
            guard let controller, case .view(let cell) = controller.send(.cellForRow(indexPath), rule: "T3") else {
                displayed[indexPath] = nil
                shown?.removeFromSuperview()
                continue
            }
            cell.resize(to: rect)
            if cell === shown { continue }
            shown?.removeFromSuperview()
            displayed[indexPath] = cell
            try runtime.withCause("\(name)'s layout added the cell of row \(indexPath)") { () throws(EngineError) in
                try addSubview(cell)
            }
        }
        visibleRows = visible
        let cells = reshow
        reshow.removeAll()
        for cell in cells where cell.superview === self {
            runtime.sendAppearanceHooks(for: cell, appearing: true, deferEnd: true, root: nil, cause: "was shown again by \(name) (T6)")
        }
    }

    /// Binary search: the first row whose bottom is at or below `y`.
    private func firstRow(endingAtOrAfter y: Double, tops: [Double], heights: [Double]) -> Int {
        var low = 0, high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] + heights[middle] < y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
