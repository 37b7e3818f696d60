import Foundation

/// UIKit's `UICollectionViewController`: a controller whose view is a collection view made
/// with its layout (rules D1-D3 for the collection view). It does not make itself the
/// collection view's data source: set `collectionView.dataSource` (Stagehand's collection
/// views have no delegate).
open class UICollectionViewController: UIViewController {
    /// The layout the collection view is made with.
    private let layout: UICollectionViewLayout

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout; nibs are not read.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a flow layout: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view), made the size of the screen on first use.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout the collection view was made with.
    open var collectionViewLayout: UICollectionViewLayout { layout }

    /// Makes the view: a collection view with the controller's layout, the size of the screen.
    open override func loadView() {
        view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    }
}
