import HeadlessUIKit

/// UIKit's `UICollectionView` over the engine's (rules D1-D3): a flow of equal items, cells
/// dequeued and reused, batch updates checked against the data source.
open class UICollectionView: UIScrollView {
    /// The engine's collection view.
    var collection: CollectionView? { engineView as? CollectionView }
    /// The engine's data source, asking ``dataSource``.
    private lazy var sourceForwarder = DelegateForwarder(owner: self, protocolName: "UICollectionViewDataSource") { [weak self] in
        self?.dataSource
    }

    /// A collection view of the current app with the item size and interitem spacing of
    /// `layout` when it is a flow layout, else 50 x 50 pt items 10 pt apart (rule D1). The
    /// layout is read once: changing it later changes nothing.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        let flow = layout as? UICollectionViewFlowLayout
        UIView.provideEngineView({
            let collection = CollectionView(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect,
                                            itemSize: (flow?.itemSize ?? CGSize(width: 50, height: 50)).engineSize)
            collection.spacing = Double(flow?.minimumInteritemSpacing ?? 10)
            return collection
        }())
        super.init(frame: frame)
    }

    /// A collection view at `frame` with a default flow layout.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// A collection view with a zero frame and a default flow layout: the coder's storyboard is
    /// not read.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// The data source; held weakly, as UIKit does.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { collection?.dataSource = dataSource == nil ? nil : sourceForwarder }
    }

    /// Registers a cell for a reuse identifier. Stagehand's cells are plain: a subclass
    /// registered here is not instantiated (see the compatibility table).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        collection?.register(identifier)
    }

    /// A cell for `identifier`: a reused one or a new one (rule D1). An unregistered
    /// identifier raises, as in UIKit (rule V3), and gives a detached cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        var made: CollectionViewCell?
        update { () throws(EngineError) in made = try collection?.dequeueReusableCell(identifier, for: indexPath.enginePath) }
        guard let made else { return UICollectionViewCell(frame: .zero) }
        return Surfaces.view(made) as? UICollectionViewCell ?? UIView.adopting(made) { UICollectionViewCell(frame: .zero) }
    }

    /// The cell shown for an item, if it is visible.
    open func cellForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        collection?.cellForItem(at: indexPath.enginePath).map { Surfaces.view($0) as? UICollectionViewCell ?? UIView.adopting($0) { UICollectionViewCell(frame: .zero) } }
    }
    /// The items on screen.
    open var indexPathsForVisibleItems: [Foundation.IndexPath] { collection?.visibleItems.map { Foundation.IndexPath($0) } ?? [] }

    /// Asks the data source again at the next layout.
    open func reloadData() { collection?.reloadData() }
    /// Inserts items, checked against the data source (rule D2).
    open func insertItems(at indexPaths: [Foundation.IndexPath]) {
        update { () throws(EngineError) in try collection?.insertItems(indexPaths.map(\.enginePath)) }
    }
    /// Deletes items, checked against the data source (rule D2).
    open func deleteItems(at indexPaths: [Foundation.IndexPath]) {
        update { () throws(EngineError) in try collection?.deleteItems(indexPaths.map(\.enginePath)) }
    }
    /// Reloads items.
    open func reloadItems(at indexPaths: [Foundation.IndexPath]) {
        update { () throws(EngineError) in try collection?.reloadItems(indexPaths.map(\.enginePath)) }
    }
    /// Moves an item.
    open func moveItem(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) {
        update { () throws(EngineError) in try collection?.moveItem(from: indexPath.enginePath, to: newIndexPath.enginePath) }
    }
    /// Groups updates, checked together when `updates` returns (rule D2); `completion(true)`
    /// runs when they have been shown.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        update { () throws(EngineError) in try collection?.performBatchUpdates({ updates?() }, completion: completion) }
    }

    private func update(_ body: () throws(EngineError) -> Void) {
        Surfaces.uncaught(engineView.owningApp, subject: engineView.name, body)
    }
}
