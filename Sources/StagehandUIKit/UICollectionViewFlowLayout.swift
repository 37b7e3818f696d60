/// UIKit's `UICollectionViewLayout`: the flow layout is the one Stagehand models.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// A layout that is not a flow layout: a collection view given one uses the flow layout's
    /// defaults.
    public init() {}
}

/// UIKit's `UICollectionViewFlowLayout`: items of one size in rows, with spacing (rule D1).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item (50 x 50 unless set, as UIKit's default).
    open var itemSize = CGSize(width: 50, height: 50)
    /// The space between items in a row (10 unless set).
    open var minimumInteritemSpacing: CGFloat = 10
    /// The space between rows: Stagehand uses ``minimumInteritemSpacing`` for both.
    open var minimumLineSpacing: CGFloat = 10
}
