/// A view whose content scrolls: tables and collection views.
public protocol ContentScrolling: View {
    /// How far the content is scrolled; setting it marks the view for layout.
    var contentOffset: Point { get set }
}

extension TableView: ContentScrolling {}
extension CollectionView: ContentScrolling {}
