/// What a collection view asks about its content (UIKit's `UICollectionViewDataSource`).
/// Implemented by a separate object, a controller, or a script's table (seed 003's point).
public protocol CollectionViewDataSource: AnyObject {
    /// The name the trace uses for the data source's answers.
    var traceName: String { get }
    /// The number of sections (UIKit's default when not implemented: 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually dequeued with `dequeueReusableCell`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell?
}
