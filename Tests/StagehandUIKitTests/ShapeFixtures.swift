import StagehandUIKit

/// A view that writes down its hierarchy hooks (rule W5), as an app's view subclass would.
final class HookBadge: UIView {
    var hooks: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        hooks.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        hooks.append("didMoveToSuperview")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        hooks.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        hooks.append(window == nil ? "didMoveToWindow (out)" : "didMoveToWindow (in)")
    }
}

/// A container with one child, which resizes it by its preferred content size (rule W7), and a
/// badge a script moves around (rule W5).
final class SizingContainer: UIViewController {
    let badge = HookBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let child = UIViewController()
    var heard: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        heard.append("child prefers \(Int(container.preferredContentSize.height))")
        child.view.frame.size.height = container.preferredContentSize.height
    }
}

/// A panel with a blurred backdrop holding a caption in a text style, as a menu's header is
/// made (rules I3, W10).
final class StyledPanel: UIViewController {
    let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let caption = UILabel(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        backdrop.frame = view.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)
        caption.text = "Menu"
        caption.font = .preferredFont(forTextStyle: .title1)
        backdrop.contentView.addSubview(caption)
    }

    /// Sets the caption's font to the text style named `name` (`body`, `largeTitle`, ...).
    func useTextStyle(_ name: String) {
        let styles: [String: UIFont.TextStyle] = ["body": .body, "largeTitle": .largeTitle, "headline": .headline, "footnote": .footnote]
        caption.font = .preferredFont(forTextStyle: styles[name] ?? .body)
    }
}

/// A tab bar controller that draws its own bar, installed by key-value coding in
/// `viewDidLoad` as custom tab bar libraries do (rule I4).
final class FancyTabs: UITabBarController {
    final class FancyTabBar: UITabBar {}
    let fancy = FancyTabBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        let home = UIViewController(), search = UIViewController()
        home.title = "Home"
        search.title = "Search"
        viewControllers = [home, search]
        setValue(fancy, forKey: "tabBar")
    }
}
