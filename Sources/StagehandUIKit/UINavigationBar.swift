/// UIKit's `UINavigationBar`: a bar a view hierarchy may hold; its appearance is stored, and
/// nothing is drawn. The engine's navigation controllers cover their children's tops by rule
/// E5's inset without a bar view.
open class UINavigationBar: UIView {
    /// Whether the bar is translucent: stored.
    open var isTranslucent: Bool = true
    /// The bar's tint: stored.
    open var barTintColor: UIColor?
    /// The bar's style: stored.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar shows large titles: stored.
    open var prefersLargeTitles: Bool = false
    /// The shadow image: stored.
    open var shadowImage: UIImage?
    /// The title's text attributes: stored.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The items of the bar, bottom first: stored.
    open var items: [UINavigationItem]?
    /// The top item: the last of ``items``.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
}
