/// A collection view with a flow layout of fixed item sizes, as UIKit's `UICollectionView`
/// with `UICollectionViewFlowLayout` (rules D1, D2): it asks its data source for the visible
/// items only, keeps cells in reuse queues per identifier, and checks batch updates against
/// the data source.
public final class CollectionView: ScrollView {
    /// The data source (held weakly, as UIKit does).
    public weak var dataSource: CallbackReceiver?
    /// Every item's size.
    public var itemSize: Size { didSet { invalidate() } }
    /// Space between items in a row, and between rows (UIKit's flow layout defaults: 10 pt).
    public var spacing: Double = 10 { didSet { invalidate() } }

    /// The items shown at the last layout, in index order.
    public private(set) var visibleItems: [IndexPath] = []

    private var registered: [String] = []
    private var reuseQueues: [String: [CollectionViewCell]] = [:]
    private var cellCount = 0
    private var displayed: [IndexPath: CollectionViewCell] = [:]
    /// Item counts per section as of the last time the data source was asked (rule D2).
    private var counts: [Int]?
    private var batchDepth = 0
    private var pending = BatchChanges()
    private var batchCompletions: [(Bool) -> Void] = []

    /// A collection view of `app` at `frame` whose items are all `itemSize`, traced as `name`
    /// (`CollectionView` when nil); it asks nothing until it has a data source and is laid out.
    public init(app: App, name: String? = nil, frame: Rect, itemSize: Size) {
        self.itemSize = itemSize
        super.init(app: app, name: name ?? "CollectionView", frame: frame)
    }

    // MARK: Cells and reuse (rule D1)

    /// Registers a cell class for `identifier`.
    public func register(_ identifier: String) {
        if !registered.contains(identifier) { registered.append(identifier) }
    }

    /// A cell for `identifier`: one from the reuse queue if there is one, else a new one.
    /// An unregistered identifier is UIKit's exception.
    public func dequeueReusableCell(_ identifier: String, for indexPath: IndexPath) throws(EngineError) -> CollectionViewCell {
        guard registered.contains(identifier) else {
            throw EngineError(name: "NSInternalInconsistencyException", reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard", rule: .D1)
        }
        let cell: CollectionViewCell
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            cell = queue.removeFirst()
            reuseQueues[identifier] = queue
            runtime.stats.cellsReused += 1
            cell.prepareForReuse(.prepareItemForReuse)
        } else {
            cellCount += 1
            cell = CollectionViewCell(runtime: runtime, reuseIdentifier: identifier, number: cellCount)
            runtime.stats.cellsCreated += 1
        }
        cell.indexPath = indexPath
        return cell
    }

    // MARK: Data

    /// Forgets everything the data source said; the next layout asks again.
    public func reloadData() {
        invalidate()
    }

    private func invalidate() {
        counts = nil
        for (_, cell) in displayed.sorted(by: { $0.key < $1.key }) { enqueue(cell) }
        displayed.removeAll()
        setNeedsLayout()
    }

    /// Takes a cell off the view into its reuse queue; a cell that was shown is told gone to
    /// the delegate, after it left (rule U1).
    private func enqueue(_ cell: CollectionViewCell) {
        let shownAt = cell.indexPath
        let wasShown = cell.superview === self
        cell.removeFromSuperview()
        cell.indexPath = nil
        if wasShown, let shownAt {
            tell(.didEndDisplayingItemCell, .view(cell), .indexPath(shownAt), rule: .U1)
        }
        reuseQueues[cell.reuseIdentifier, default: []].append(cell)
    }

    /// A data source's count: its answer, else UIKit's `fallback`.
    private func count(_ answer: CallbackValue?, default fallback: Int) -> Int {
        answer?.number.flatMap { Int(exactly: $0) } ?? fallback
    }

    /// Asks the data source for the sections and their item counts.
    private func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, count(runtime.send(Callback(.numberOfSectionsInCollection), to: dataSource, from: self, rule: .D1), default: 1))
        return (0..<sections).map { section in
            max(0, count(runtime.send(Callback(.numberOfItems, .int(section)), to: dataSource, from: self, rule: .D1), default: 0))
        }
    }

    /// The counts the view believes in, asking the data source the first time.
    private func knownCounts() -> [Int] {
        if let counts { return counts }
        let asked = askCounts()
        counts = asked
        return asked
    }

    // MARK: Layout (rule D1)

    private var columns: Int {
        guard itemSize.width > 0 else { return 1 }
        return max(1, Int((bounds.width + spacing) / (itemSize.width + spacing)))
    }

    /// The frame of an item in the content.
    public func frameForItem(_ indexPath: IndexPath) -> Rect {
        let counts = knownCounts()
        var top = 0.0
        for section in 0..<min(indexPath.section, counts.count) {
            top += sectionHeight(items: counts[section])
        }
        let row = indexPath.item / columns, column = indexPath.item % columns
        return Rect(x: Double(column) * (itemSize.width + spacing), y: top + Double(row) * (itemSize.height + spacing),
                    width: itemSize.width, height: itemSize.height)
    }

    private func sectionHeight(items: Int) -> Double {
        guard items > 0 else { return 0 }
        let rows = (items + columns - 1) / columns
        return Double(rows) * itemSize.height + Double(rows - 1) * spacing
    }

    /// Shows the visible items: rows scrolled away give their cells back to the reuse queues,
    /// new rows get cells from `cellForItem`.
    public override func layoutSubviews() throws(EngineError) {
        let counts = knownCounts()
        let visibleTop = contentOffset.y, visibleBottom = contentOffset.y + bounds.height
        var visible: [IndexPath] = []
        var top = 0.0
        for (section, count) in counts.enumerated() {
            let height = sectionHeight(items: count)
            defer { top += height }
            guard top + height >= visibleTop, top <= visibleBottom, count > 0 else { continue }
            let rowHeight = itemSize.height + spacing
            let firstRow = max(0, Int((visibleTop - top) / rowHeight))
            let lastRow = min((count - 1) / columns, Int((visibleBottom - top) / rowHeight))
            guard firstRow <= lastRow else { continue }
            for item in (firstRow * columns)..<min(count, (lastRow + 1) * columns) {
                visible.append(IndexPath(section: section, item: item))
            }
        }
        contentSize = Size(width: bounds.width, height: top)    // rule Q1
        let keep = Set(visible)
        for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) where !keep.contains(indexPath) {
            displayed[indexPath] = nil
            enqueue(cell)
        }
        for indexPath in visible {
            var frame = frameForItem(indexPath)
            frame.origin.y -= contentOffset.y
            if let cell = displayed[indexPath] {
                cell.resize(to: frame)
                continue
            }
            guard let cell = runtime.send(Callback(.cellForItem, .indexPath(indexPath)), to: dataSource, from: self, rule: .D1)?.view
                    as? CollectionViewCell else { continue }
            cell.resize(to: frame)
            cell.indexPath = indexPath
            displayed[indexPath] = cell
            tell(.willDisplayItemCell, .view(cell), .indexPath(indexPath), rule: .U1)
            try addSubview(cell)
        }
        visibleItems = visible
    }

    /// The cell shown for an item, if it is visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { displayed[indexPath] }

    // MARK: Batch updates (rule D2)

    /// Inserts items: checked against the data source, then shown.
    public func insertItems(_ indexPaths: [IndexPath]) throws(EngineError) {
        try batch { $0.inserted += indexPaths }
    }

    /// Deletes items.
    public func deleteItems(_ indexPaths: [IndexPath]) throws(EngineError) {
        try batch { $0.deleted += indexPaths }
    }

    /// Reloads items (their cells are asked for again).
    public func reloadItems(_ indexPaths: [IndexPath]) throws(EngineError) {
        try batch { $0.reloaded += indexPaths }
    }

    /// Moves an item.
    public func moveItem(from: IndexPath, to: IndexPath) throws(EngineError) {
        try batch { $0.moved.append((from, to)) }
    }

    /// Groups updates; they are checked together when `updates` returns, and
    /// `completion(true)` runs when they have been shown (on the next run-loop turn).
    public func performBatchUpdates(_ updates: () throws(EngineError) -> Void, completion: ((Bool) -> Void)?) throws(EngineError) {
        _ = knownCounts()
        batchDepth += 1
        do {
            try updates()
        } catch {
            batchDepth -= 1
            pending = BatchChanges()
            throw error
        }
        batchDepth -= 1
        if let completion { batchCompletions.append(completion) }
        if batchDepth == 0 { try commitBatch() }
    }

    private func batch(_ record: (inout BatchChanges) -> Void) throws(EngineError) {
        _ = knownCounts()
        record(&pending)
        if batchDepth == 0 { try commitBatch() }
    }

    /// Rule D2: the new counts must equal the old ones plus inserts minus deletes, plus or
    /// minus moves, per section; otherwise UIKit's `NSInternalInconsistencyException`.
    private func commitBatch() throws(EngineError) {
        let changes = pending
        pending = BatchChanges()
        guard !changes.isEmpty || !batchCompletions.isEmpty else { return }
        let before = knownCounts()
        let after = askCounts()
        if let error = changes.validate(before: before, after: after, noun: "item", collection: "collection view") {
            batchCompletions.removeAll()
            throw error
        }
        counts = after
        // Cells follow their items to their new index paths; deleted and reloaded items give
        // theirs back to the reuse queues, and the next layout asks only for what is new.
        var moved: [IndexPath: CollectionViewCell] = [:]
        for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) {
            if let target = changes.newIndexPath(for: indexPath, after: after) {
                cell.indexPath = target
                moved[target] = cell
            } else {
                enqueue(cell)
            }
        }
        displayed = moved
        setNeedsLayout()
        let completions = batchCompletions
        batchCompletions.removeAll()
        if !completions.isEmpty {
            runtime.runLoop.mainQueue.append { for completion in completions { completion(true) } }
        }
    }
}
