import HeadlessUIKit

/// UIKit's `UITabBarItem`: what a tab bar shows for one tab, over the engine's item (rule I1):
/// a controller's `tabBarItem` is the item its tab bar controller's bar shows.
open class UITabBarItem: UIBarItem {
    /// The engine's item.
    nonisolated(unsafe) public let engineItem: TabBarItem

    /// An item with no title or image.
    public override init() {
        engineItem = UITabBarItem.pendingEngineItem ?? TabBarItem()
        UITabBarItem.pendingEngineItem = nil
        super.init()
    }

    /// An item with no title or image: the coder is not read.
    public required init?(coder: NSCoder) {
        engineItem = TabBarItem()
        super.init(coder: coder)
    }

    /// An item titled `title` showing `image`, tagged `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item titled `title` showing `image`, and `selectedImage` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item, titled with its English name, tagged `tag`.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.tag = tag
    }

    /// The engine item the next ``init()`` adopts: how a controller's item the engine made
    /// gets its surface.
    static var pendingEngineItem: TabBarItem?

    /// The surface of `item`, made with UIKit's initialiser.
    static func adopting(_ item: TabBarItem) -> UITabBarItem {
        pendingEngineItem = item
        defer { pendingEngineItem = nil }
        return UITabBarItem()
    }

    /// The image shown while the item is selected; the image when unset.
    open var selectedImage: UIImage? {
        get { storedSelectedImage ?? image }
        set { storedSelectedImage = newValue }
    }
    private var storedSelectedImage: UIImage?
    /// The badge's text, or nil for none (rule I1).
    open var badgeValue: String? {
        get { engineItem.badgeValue }
        set { engineItem.badgeValue = newValue }
    }
    /// The badge's colour: stored.
    open var badgeColor: UIColor?
    /// Where the title sits, from its default place: stored.
    open var titlePositionAdjustment: UIOffset = .zero

    /// Sets the badge's text attributes for `state`: stored.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }
    /// The badge's text attributes for `state`, as set.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    override var barTitle: String? {
        get { engineItem.title }
        set { engineItem.title = newValue }
    }
    override var barTag: Int {
        get { engineItem.tag }
        set { engineItem.tag = newValue }
    }
    override var barEnabled: Bool {
        get { engineItem.isEnabled }
        set { engineItem.isEnabled = newValue }
    }
}
