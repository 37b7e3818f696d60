/// UIKit's `UICollectionViewDataSource` (rule D1): asked by a ``UICollectionView`` for its
/// sections, items and cells. UIKit's protocol is an Objective-C one with an optional method;
/// here `numberOfSections(in:)` has a default of 1, as UIKit's is.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: SelectorTarget {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item, usually dequeued.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    /// UIKit's default: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
