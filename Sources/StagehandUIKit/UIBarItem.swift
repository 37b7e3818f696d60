import HeadlessUIKit

/// UIKit's `UIBarItem`: what the items of bars share, a title, images, a tag and an enabled
/// flag (rule I1). Nothing is drawn.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// An item with no title or image.
    public override init() { super.init() }
    /// An item with no title or image: the coder is not read.
    public required init?(coder: NSCoder) { super.init() }

    /// Whether the item responds to taps (rule I2).
    open var isEnabled: Bool {
        get { barEnabled }
        set { barEnabled = newValue }
    }
    /// The title.
    open var title: String? {
        get { barTitle }
        set { barTitle = newValue }
    }
    /// The image: stored, not drawn.
    open var image: UIImage?
    /// The image in landscape on a phone: stored.
    open var landscapeImagePhone: UIImage?
    /// The large content viewer's image: stored.
    open var largeContentSizeImage: UIImage?
    /// The insets of the image: stored.
    open var imageInsets: UIEdgeInsets = .zero
    /// The insets of the landscape image: stored.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// The app's tag.
    open var tag: Int {
        get { barTag }
        set { barTag = newValue }
    }

    /// Sets the title's text attributes for `state`: stored.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The title's text attributes for `state`, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    // What the properties store; a tab bar item keeps them in its engine item (rule I1).
    var barTitle: String?
    var barTag = 0
    var barEnabled = true
    /// What the accessibility properties store (`accessibilityLabel`, ...).
    var accessibility = AccessibilityValues()
}
