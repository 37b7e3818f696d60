/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller. Stored: the
/// engine's navigation controllers have no bar to show it on.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
    /// An untitled item: the coder is not read.
    public required init?(coder: NSCoder) { super.init() }

    /// The title.
    open var title: String?
    /// A view shown instead of the title: stored.
    open var titleView: UIView?
    /// A line above the title: stored.
    open var prompt: String?
    /// The back button's title for the controllers pushed above: stored.
    open var backButtonTitle: String?
    /// Whether the back button is hidden: stored.
    open var hidesBackButton: Bool = false
    /// Hides or shows the back button: stored.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the left items show beside the back button: stored.
    open var leftItemsSupplementBackButton: Bool = false
}
