// App code as an app's repository has it: no line of it is Stagehand's. It compiles against
// UIKit on iOS and against StagehandUIKit here, in Swift 6 (UIKitShapeTests) and Swift 5
// (UIKitShapeSwift5Tests, whose files are links to these) language modes.
#if canImport(UIKit)
import UIKit
#else
import StagehandUIKit
#endif

/// A card stack: a container that overrides what apps override and calls UIKit's API with its
/// default arguments.
final class CardStackViewController: UIViewController {
    private(set) var cards: [UIViewController] = []
    var events: [String] = []
    let cornerRadius: CGFloat

    init(cornerRadius: CGFloat = 12) {
        self.cornerRadius = cornerRadius
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        cornerRadius = 12
        super.init(coder: coder)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { cards.count > 1 }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var childForStatusBarStyle: UIViewController? { cards.last }
    override var childForStatusBarHidden: UIViewController? { nil }
    override var childForHomeIndicatorAutoHidden: UIViewController? { cards.last }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    override var shouldAutorotate: Bool { !isEditing }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.clipsToBounds = true
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        events.append("memory warning")
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        events.append("child prefers \(Int(container.preferredContentSize.height))")
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height / 2)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.events.append("alongside \(Int(size.width))") })
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        events.append("editing \(editing)")
    }

    /// Puts `card` on top, animated with a spring, and refreshes the status bar.
    func push(_ card: UIViewController) {
        addChild(card)
        card.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
        view.addSubview(card.view)
        card.didMove(toParent: self)
        cards.append(card)
        card.view.alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
                       animations: { card.view.alpha = 1 })
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    /// Brings the card at `index` back to the top of the stack.
    func raise(_ index: Int) {
        guard cards.indices.contains(index) else { return }
        let card = cards.remove(at: index)
        cards.append(card)
        view.bringSubviewToFront(card.view)
    }

    /// Presents `card` modally, with UIKit's default completion.
    func spotlight(_ card: UIViewController) {
        present(card, animated: false)
    }

    /// Dismisses what is presented, with UIKit's default completion.
    func endSpotlight() {
        dismiss(animated: false)
    }
}

/// A screen that overrides only UIKit's designated initialisers: it inherits `init()`.
/// Its `description` and `isEqual(_:)` are `NSObject`'s, not isolated, as on iOS: they read
/// only its constant.
final class PlainScreen: UIViewController {
    let kind = "Plain"

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = kind
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var description: String { "PlainScreen(\(kind))" }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? PlainScreen)?.kind == kind
    }
}

/// A view that overrides UIKit's designated initialisers and the hierarchy hooks.
final class BadgeView: UIView {
    var hooks: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        tag = 7
        clipsToBounds = true
        contentMode = .center
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

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
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        hooks.append("didAddSubview")
    }
    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        hooks.append("willRemoveSubview")
    }
    override func draw(_ rect: CGRect) {}
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
}

/// A gallery table controller made with UIKit's style initialiser.
final class GalleryTableViewController: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: style)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A window for an overlay, above the app's ordinary windows.
final class OverlayWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = .normal + 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
