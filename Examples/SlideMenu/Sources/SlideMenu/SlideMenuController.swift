#if canImport(UIKit)
import UIKit
#else
import StagehandUIKit
#endif

/// A slide-menu container, as the apps of seed 004's time built them: a menu underneath, and
/// a content controller on top that slides right to reveal the menu. Changing the content
/// swaps two children with `transition(from:to:...)`, and the new child's `didMove(toParent:)`
/// comes in the completion, as seed 004 explains.
public final class SlideMenuController: UIViewController {
    /// How far the content slides to reveal the menu.
    public static let revealWidth: CGFloat = 276
    /// How long sliding and swapping take.
    public static let duration: TimeInterval = 0.25

    public let menuViewController: UIViewController
    public private(set) var contentViewController: UIViewController
    public private(set) var isMenuOpen = false

    public init(menu: UIViewController, content: UIViewController) {
        menuViewController = menu
        contentViewController = content
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        embed(menuViewController)
        embed(contentViewController)
    }

    /// The three steps of containment: addChild, the view, then didMove(toParent:).
    private func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Slides the content to reveal the menu, or back. Touches are ignored while it moves.
    public func setMenuOpen(_ open: Bool, animated: Bool) {
        guard open != isMenuOpen else { return }
        isMenuOpen = open
        let frame = view.bounds.offsetBy(dx: open ? Self.revealWidth : 0, dy: 0)
        guard animated else {
            contentViewController.view.frame = frame
            return
        }
        UIApplication.shared.beginIgnoringInteractionEvents()
        UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseOut, animations: {
            self.contentViewController.view.frame = frame
        }, completion: { _ in
            UIApplication.shared.endIgnoringInteractionEvents()
        })
    }

    /// Replaces the content with `newContent` (seed 004): willMove(toParent: nil) for the old
    /// one, addChild for the new one, a transition between them, and in its completion
    /// removeFromParent and didMove(toParent:). The menu closes.
    public func showContent(_ newContent: UIViewController) {
        let oldContent = contentViewController
        guard newContent !== oldContent else { return setMenuOpen(false, animated: true) }
        contentViewController = newContent
        isMenuOpen = false
        oldContent.willMove(toParent: nil)
        addChild(newContent)
        newContent.view.frame = oldContent.view.frame
        transition(from: oldContent, to: newContent, duration: Self.duration, options: .curveEaseOut, animations: {
            newContent.view.frame = self.view.bounds
        }, completion: { _ in
            oldContent.removeFromParent()
            newContent.didMove(toParent: self)
        })
    }
}
