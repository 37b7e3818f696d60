/// A table view: asks its controller for sections, rows, heights and cells, keeps the heights
/// until `reloadData` or `endUpdates` (rule T3), and holds the cells of the visible rows as
/// subviews, laid out in its own layout pass. It is a scroll view (rule Q1): scrolling marks
/// it for layout (rule L4), and its controller hears the cells come and go (rule U1).
public final class TableView: ScrollView {
    /// The controller that answers the data-source questions.
    public internal(set) weak var controller: TableViewController?

    /// The rows whose rectangles touch the visible area, as of the last layout (a row of
    /// height 0 at the edge counts, rule T3).
    public private(set) var visibleRows: [IndexPath] = []
    /// The height of all rows together, as of the last layout.
    public private(set) var contentHeight: Double = 0 {
        didSet { contentSize = Size(width: bounds.width, height: contentHeight) }
    }

    /// `rowHeight` (or a `heightForRow` answer) that asks the cell for its height (rule P2).
    public static let automaticDimension = -1.0

    /// The height of rows whose controller does not say otherwise (44, or
    /// ``automaticDimension``). Setting it reloads the heights.
    public var rowHeight = 44.0 { didSet { heights = nil; setNeedsLayout() } }
    /// With self-sizing rows: the height assumed for rows not measured yet, so that only the
    /// visible rows are measured (0: every row is measured when heights are asked).
    public var estimatedRowHeight = 0.0 { didSet { heights = nil; setNeedsLayout() } }

    /// Prototypes by reuse identifier, and cells waiting to be reused (rule P1).
    private var prototypes: [String: TableViewCell] = [:]
    private var reuseQueues: [String: [TableViewCell]] = [:]
    /// Self-sizing rows still at their estimated height.
    private var unmeasured: Set<IndexPath> = []
    /// Rows at the controller's estimate, whose `heightForRow` is asked when they come into
    /// view (rule T8).
    private var unasked: Set<IndexPath> = []
    /// Section header and footer heights (rule T9), by section.
    private var headerHeights: [Double] = []
    private var footerHeights: [Double] = []

    /// Row heights and tops per section; nil until asked (rule T3).
    private var heights: [[Double]]?
    private var tops: [[Double]] = []
    /// The cells shown, by row.
    private var displayed: [IndexPath: View] = [:]
    /// Cells whose children the next layout pass shows again (rule T6).
    private var reshow: [View] = []
    private var updateDepth = 0
    /// The row and section updates of the batch under way (rule T7).
    private var pendingChanges = BatchChanges()
    private var batchCompletions: [(Bool) -> Void] = []
    /// The selected row (rule T10).
    public internal(set) var selectedRow: IndexPath?
    /// Whether the next layout asks `cellForRow` for rows that already show a cell.
    private var requeryCells = false

    init(runtime: Runtime, name: String, controller: TableViewController) {
        self.controller = controller
        super.init(runtime: runtime, name: name, frame: runtime.screen)
    }

    /// Rule Q4: the delegate set, else the script standing for the table's controller (a
    /// `UITableViewController` is its table's delegate).
    override var effectiveDelegate: CallbackReceiver? {
        if let delegate { return delegate }
        guard let controller else { return nil }
        return runtime.dispatcher.overrides?.receiver(standingFor: controller)
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

    /// Starts a batch of updates; `endUpdates` ends it. Row and section updates made inside
    /// are checked and applied together at the outermost end (rule T7).
    public func beginUpdates() {
        if updateDepth == 0, heights == nil { askHeights() }   // the counts before the batch
        updateDepth += 1
    }

    /// Rule T6: ends a batch. The row and section updates made in it are checked against the
    /// data source and applied (rule T7); then the children of the visible cells begin
    /// disappearing (they stay in the window), every row's height is asked again, and the
    /// table is marked; its next layout pass shows those cells again. An end with no begin is
    /// treated as a batch of one, as UIKit does.
    public func endUpdates() throws(EngineError) {
        updateDepth = max(0, updateDepth - 1)
        guard updateDepth == 0 else { return }
        try runtime.withCause("\(object: name) endUpdates (T7)") { () throws(EngineError) in
            try commitChanges(askingHeights: false)
        }
        let cells = displayedCells
        runtime.withCause("\(object: name) endUpdates (T6)") {
            for cell in cells {
                // The end is deferred to the commit, as for a window hook: the next layout pass
                // interrupts it by showing the cell again, and if the table leaves the window
                // before that pass, the commit ends the disappearance instead of leaving it open.
                runtime.sendAppearanceHooks(for: cell, appearing: false, deferEnd: true, root: nil, cause: "is updated by \(name)", rule: .T6)
            }
            askHeights()
        }
        reshow = cells
        setNeedsLayout()
        let completions = batchCompletions
        batchCompletions.removeAll()
        if !completions.isEmpty {
            runtime.runLoop.mainQueue.append { for completion in completions { completion(true) } }
        }
    }

    /// Rule T7: `beginUpdates`, `updates`, `endUpdates`; `completion(true)` runs on the next
    /// run-loop turn. An update the data source does not reflect throws UIKit's exception,
    /// and the batch is dropped.
    public func performBatchUpdates(_ updates: () throws(EngineError) -> Void, completion: ((Bool) -> Void)?) throws(EngineError) {
        beginUpdates()
        do {
            try updates()
        } catch {
            updateDepth = max(0, updateDepth - 1)
            if updateDepth == 0 { pendingChanges = BatchChanges() }
            throw error
        }
        if let completion { batchCompletions.append(completion) }
        do {
            try endUpdates()
        } catch {
            batchCompletions.removeAll()
            throw error
        }
    }

    // MARK: Row and section updates (rules D2, T7)

    /// Inserts rows; checked against the data source (rule D2), then shown.
    public func insertRows(_ indexPaths: [IndexPath]) throws(EngineError) {
        try update { $0.inserted += indexPaths }
    }

    /// Deletes rows.
    public func deleteRows(_ indexPaths: [IndexPath]) throws(EngineError) {
        try update { $0.deleted += indexPaths }
    }

    /// Reloads rows: their cells are asked for again.
    public func reloadRows(_ indexPaths: [IndexPath]) throws(EngineError) {
        try update { $0.reloaded += indexPaths }
    }

    /// Moves a row.
    public func moveRow(from: IndexPath, to: IndexPath) throws(EngineError) {
        try update { $0.moved.append((from, to)) }
    }

    /// Rule T7: inserts whole sections (their new indexes).
    public func insertSections(_ sections: [Int]) throws(EngineError) {
        try update { $0.insertedSections += sections }
    }

    /// Rule T7: deletes whole sections (their old indexes).
    public func deleteSections(_ sections: [Int]) throws(EngineError) {
        try update { $0.deletedSections += sections }
    }

    /// Rule T7: reloads whole sections: their rows' cells are asked for again.
    public func reloadSections(_ sections: [Int]) throws(EngineError) {
        try update { $0.reloadedSections += sections }
    }

    /// Records an update: applied at once outside a batch, at the batch's end inside one.
    private func update(_ record: (inout BatchChanges) -> Void) throws(EngineError) {
        if heights == nil { askHeights() }
        record(&pendingChanges)
        if updateDepth == 0 { try commitChanges(askingHeights: true) }
    }

    /// Rules D2 and T7 for tables: the counts the table knew (asked now if it never asked)
    /// against the data source's new ones, in UIKit's words with "rows". Then cells follow
    /// their rows (the others leave, told to the delegate, U1) and, with `askingHeights`, the
    /// heights are asked again.
    private func commitChanges(askingHeights: Bool) throws(EngineError) {
        let changes = pendingChanges
        pendingChanges = BatchChanges()
        guard !changes.isEmpty else { return }
        let before = heights?.map(\.count) ?? []
        guard let controller else { return }
        let sections = max(0, Int(controller.send(.numberOfSections, rule: .D2).number ?? 0))
        let after = (0..<sections).map { max(0, Int(controller.send(.numberOfRows, .int($0), rule: .D2).number ?? 0)) }
        if let error = changes.validate(before: before, after: after, noun: "row", collection: "table view") {
            batchCompletions.removeAll()
            throw error
        }
        if let selected = selectedRow {
            selectedRow = changes.newIndexPath(for: selected, after: after)
        }
        var moved: [IndexPath: View] = [:]
        for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) {
            if let target = changes.newIndexPath(for: indexPath, after: after) {
                (cell as? ReusableCell)?.indexPath = target
                moved[target] = cell
            } else {
                recycle(cell)
            }
        }
        displayed = moved
        if askingHeights { askHeights() }
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

    /// Where ``scrollToRow(_:at:animated:)`` puts the row.
    public enum ScrollPosition: String, Sendable, CaseIterable {
        /// As little as needed to show the row whole (`top` if it is already visible: none).
        case none
        /// The row's top at the visible area's top.
        case top
        /// The row's middle at the visible area's middle.
        case middle
        /// The row's bottom at the visible area's bottom.
        case bottom
    }

    /// Rule Q3: scrolls so that the row is at `position` of the visible area (inside the
    /// adjusted content insets), within the content's limits; animated, over the virtual
    /// clock, ending with `scrollViewDidEndScrollingAnimation`. A row that does not exist is
    /// UIKit's exception.
    public func scrollToRow(_ indexPath: IndexPath, at position: ScrollPosition, animated: Bool) throws(EngineError) {
        guard let rect = rectForRow(indexPath) else {
            let rows = heights.map { $0.indices.contains(indexPath.section) ? $0[indexPath.section].count : 0 } ?? 0
            throw EngineError(name: "NSRangeException", reason: "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rows) rows in section \(indexPath.section). Table view: <\(name)>", rule: .Q3)
        }
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        let top = contentOffset.y + insets.top
        var y: Double
        switch position {
        case .top: y = rect.minY - insets.top
        case .middle: y = rect.minY + rect.height / 2 - visibleHeight / 2 - insets.top
        case .bottom: y = rect.maxY - visibleHeight - insets.top
        case .none:
            if rect.minY < top { y = rect.minY - insets.top }
            else if rect.maxY > top + visibleHeight { y = rect.maxY - visibleHeight - insets.top }
            else { y = contentOffset.y }
        }
        let target = clampedOffset(Point(x: contentOffset.x, y: y))
        runtime.withCause("\(object: name) scrollToRow(\(indexPath))") {
            setContentOffset(target, animated: animated)
        }
    }

    private var displayedCells: [View] {
        displayed.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Asks the number of sections and rows and every row's height, in index order.
    private func askHeights() {
        guard let controller else { heights = []; tops = []; return }
        unmeasured.removeAll()
        unasked.removeAll()
        let estimates = controller.implementsOptional(.estimatedHeightForRow)
        let sections = max(0, Int(controller.send(.numberOfSections, rule: .T3).number ?? 0))
        var allHeights: [[Double]] = []
        var allTops: [[Double]] = []
        headerHeights = []
        footerHeights = []
        var y = 0.0
        for section in 0..<sections {
            let rows = max(0, Int(controller.send(.numberOfRows, .int(section), rule: .T3).number ?? 0))
            // Rule T9: a header above the section's rows, a footer below, when the controller
            // gives their heights.
            let header = clean(controller.sendIfImplemented(.heightForHeader, .int(section), rule: .T9)?.number ?? 0)
            let footer = clean(controller.sendIfImplemented(.heightForFooter, .int(section), rule: .T9)?.number ?? 0)
            headerHeights.append(header)
            footerHeights.append(footer)
            y += header
            var sectionHeights: [Double] = []
            var sectionTops: [Double] = []
            sectionHeights.reserveCapacity(rows)
            sectionTops.reserveCapacity(rows)
            for row in 0..<rows {
                let indexPath = IndexPath(section: section, row: row)
                if estimates {
                    // Rule T8: the estimate now, the height when the row comes into view.
                    let estimate = clean(controller.send(.estimatedHeightForRow, .indexPath(indexPath), rule: .T8).number ?? 0)
                    unasked.insert(indexPath)
                    sectionTops.append(y)
                    sectionHeights.append(estimate)
                    y += estimate
                    continue
                }
                var height = controller.send(.heightForRow, .indexPath(indexPath), rule: .T3).number ?? 0
                if height == TableView.automaticDimension {
                    if estimatedRowHeight > 0 {
                        height = estimatedRowHeight
                        unmeasured.insert(indexPath)
                    } else {
                        height = measure(indexPath, keep: false)
                    }
                }
                let clean = height.isFinite ? max(0, height) : 0
                sectionTops.append(y)
                sectionHeights.append(clean)
                y += clean
            }
            allHeights.append(sectionHeights)
            allTops.append(sectionTops)
            y += footer
        }
        heights = allHeights
        tops = allTops
        contentHeight = y
    }

    /// Recomputes the tops from the heights.
    private func recomputeTops() {
        guard let heights else { return }
        var y = 0.0
        tops = heights.enumerated().map { section, rows in
            y += headerHeights.indices.contains(section) ? headerHeights[section] : 0
            defer { y += footerHeights.indices.contains(section) ? footerHeights[section] : 0 }
            return rows.map { height in
                defer { y += height }
                return y
            }
        }
        contentHeight = y
    }

    /// A height as the table keeps it: finite and not below 0.
    private func clean(_ height: Double) -> Double { height.isFinite ? max(0, height) : 0 }

    /// Rule T9: the rectangle of a section's header in the content (height 0 when the
    /// controller gives none); nil for a section that does not exist.
    public func rectForHeader(inSection section: Int) -> Rect? {
        if heights == nil { askHeights() }
        guard headerHeights.indices.contains(section), let heights else { return nil }
        let first = heights[section].isEmpty ? nil : tops[section].first
        let top = (first ?? sectionEnd(section) - footerHeights[section]) - headerHeights[section]
        return Rect(x: 0, y: top, width: bounds.width, height: headerHeights[section])
    }

    /// Rule T9: the rectangle of a section's footer in the content.
    public func rectForFooter(inSection section: Int) -> Rect? {
        if heights == nil { askHeights() }
        guard footerHeights.indices.contains(section) else { return nil }
        let end = sectionEnd(section)
        return Rect(x: 0, y: end - footerHeights[section], width: bounds.width, height: footerHeights[section])
    }

    /// Where a section ends (its footer's bottom).
    private func sectionEnd(_ section: Int) -> Double {
        var y = 0.0
        for index in 0...section {
            y += headerHeights[index] + (heights?[index].reduce(0, +) ?? 0) + footerHeights[index]
        }
        return y
    }

    /// Rule P2: a self-sizing row's height is its cell's fitting height at the table's width
    /// (rule Y8: measured by constraints when its content view has them).
    /// With `keep`, the cell becomes the row's; otherwise a dequeued cell goes back to its
    /// reuse queue.
    private func measure(_ indexPath: IndexPath, keep: Bool) -> Double {
        guard let controller, case .view(let view) = controller.send(.cellForRow, .indexPath(indexPath), rule: .P2) else { return 0 }
        guard let cell = view as? TableViewCell else { return view.frame.height }
        var height = cell.fittingHeight(width: bounds.width)
        runtime.solveConstraints()    // constraints the data source just made take part
        if let content = cell.constrainedContentView {
            // Rule Y8: a content view placed by constraints is measured by them, at the
            // table's width (required) and as short as they allow.
            let target = Size(width: bounds.width, height: 0)
            height = content.systemLayoutSizeFitting(target, withHorizontalFittingPriority: LayoutPriority.required,
                                                     verticalFittingPriority: LayoutPriority.fittingSizeLevel).height
        }
        if keep {
            displayed[indexPath] = cell
        } else if cell.superview == nil {
            recycle(cell)
        }
        return height
    }

    /// The rows of each section as the table knows them (asked first if it never asked).
    func knownRowCounts() -> [Int] {
        if heights == nil { askHeights() }
        return heights?.map(\.count) ?? []
    }

    // MARK: Prototypes and reuse (rule P1)

    /// Registers prototype cells by their reuse identifiers (seed 001's outlet collection).
    public func registerPrototypes(_ cells: [TableViewCell]) {
        for cell in cells {
            if let identifier = cell.reuseIdentifier { prototypes[identifier] = cell }
        }
    }

    /// The prototype registered for `identifier`.
    public func cellPrototype(_ identifier: String) -> TableViewCell? { prototypes[identifier] }

    /// A cell for `identifier`: one waiting for reuse, else an independent copy of the
    /// prototype. An unknown identifier is UIKit's exception.
    public func dequeueReusableCell(_ identifier: String, for indexPath: IndexPath) throws(EngineError) -> TableViewCell {
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reuseQueues[identifier] = queue
            runtime.stats.cellsReused += 1
            cell.prepareForReuse(.prepareForReuse)
            return cell
        }
        guard let prototype = prototypes[identifier] else {
            throw EngineError(name: "NSInternalInconsistencyException", reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard", rule: .P1)
        }
        runtime.stats.cellsCreated += 1
        return prototype.copy()
    }

    /// Takes a cell off the table; a dequeued cell goes back to its reuse queue. A cell that
    /// was on the table is told gone to the controller, after it left (rule U1).
    private func recycle(_ cell: View) {
        let shownAt = (cell as? ReusableCell)?.indexPath
        let wasShown = cell.superview === self
        cell.removeFromSuperview()
        (cell as? ReusableCell)?.indexPath = nil
        if wasShown, let shownAt {
            controller?.sendIfImplemented(.didEndDisplayingCell, .view(cell), .indexPath(shownAt), rule: .U1)
        }
        guard let cell = cell as? TableViewCell, let identifier = cell.reuseIdentifier,
              prototypes[identifier] !== cell else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    // MARK: Layout (rules T3, T6, L4, P2)

    /// Places the cells of the visible rows: new ones are asked for with `cellForRow` and
    /// added (which marks the table again: the second pass of rule T3), rows scrolled away
    /// lose their cells (dequeued ones go back to their reuse queue), self-sizing rows that
    /// come into view are measured (rule P2), and cells updated by `endUpdates` show their
    /// children again without marking the table (rule T6).
    public override func layoutSubviews() throws(EngineError) {
        if heights == nil { askHeights() }
        var visible = visibleIndexPaths()
        var measuredNow = Set<IndexPath>()
        // Measuring a visible row may bring others into view: measure until none is left.
        for _ in 0..<8 {
            let toMeasure = visible.filter { unmeasured.contains($0) || unasked.contains($0) }
            if toMeasure.isEmpty { break }
            for indexPath in toMeasure {
                if unasked.remove(indexPath) != nil {
                    // Rule T8: the row's real height, asked as it comes into view.
                    let answer = controller?.send(.heightForRow, .indexPath(indexPath), rule: .T8).number ?? 0
                    if answer != TableView.automaticDimension {
                        heights?[indexPath.section][indexPath.row] = clean(answer)
                        continue
                    }
                }
                unmeasured.remove(indexPath)
                measuredNow.insert(indexPath)
                let shown = displayed[indexPath]
                let height = measure(indexPath, keep: true)
                if let shown, displayed[indexPath] !== shown { recycle(shown) }
                heights?[indexPath.section][indexPath.row] = height.isFinite ? max(0, height) : 0
            }
            recomputeTops()
            visible = visibleIndexPaths()
        }
        guard let heights else { return }
        let visibleSet = Set(visible)
        for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) where !visibleSet.contains(indexPath) {
            displayed[indexPath] = nil
            recycle(cell)
        }
        let requery = requeryCells
        requeryCells = false
        for indexPath in visible {
            let rect = Rect(x: 0, y: tops[indexPath.section][indexPath.row] - contentOffset.y,
                            width: bounds.width, height: heights[indexPath.section][indexPath.row])
            var cell = displayed[indexPath]
            if cell == nil || (requery && !measuredNow.contains(indexPath)) {
                let shown = cell
                guard let controller, case .view(let answer) = controller.send(.cellForRow, .indexPath(indexPath), rule: .T3) else {
                    displayed[indexPath] = nil
                    if let shown { recycle(shown) }
                    continue
                }
                if let shown, shown !== answer { recycle(shown) }
                cell = answer
                displayed[indexPath] = answer
            }
            guard let cell else { continue }
            cell.resize(to: rect)
            if cell.superview !== self {
                // Rule U1: the controller hears of the cell before it enters the table.
                (cell as? ReusableCell)?.indexPath = indexPath
                controller?.sendIfImplemented(.willDisplayCell, .view(cell), .indexPath(indexPath), rule: .U1)
                try runtime.withCause("\(object: name)'s layout added the cell of row \(indexPath)") { () throws(EngineError) in
                    try addSubview(cell)
                }
            }
        }
        visibleRows = visible
        let cells = reshow
        reshow.removeAll()
        for cell in cells where cell.superview === self && window != nil {
            runtime.sendAppearanceHooks(for: cell, appearing: true, deferEnd: true, root: nil, cause: "was shown again by \(name) (T6)", rule: .T6)
        }
    }

    /// The rows whose rectangles touch the visible area.
    private func visibleIndexPaths() -> [IndexPath] {
        guard let heights else { return [] }
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
        return visible
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
