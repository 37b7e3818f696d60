/// One item of a tab bar, as UIKit's `UITabBarItem` (rule I1): the title, tag, badge and
/// enabled flag the tab bar shows for one tab. Images are the surface's; nothing is drawn.
public final class TabBarItem {
    /// The title; a controller's item starts with none.
    public var title: String?
    /// The tag the app gives it.
    public var tag: Int
    /// The badge's text, or nil for no badge.
    public var badgeValue: String?
    /// Whether a tap on it does anything (rule I2).
    public var isEnabled = true

    /// An item titled `title` with `tag`.
    public init(title: String? = nil, tag: Int = 0) {
        self.title = title
        self.tag = tag
    }
}
