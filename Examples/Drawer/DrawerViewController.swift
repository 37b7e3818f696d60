import UIKit

/// A drawer: the content on top, and a menu underneath that the user reveals by dragging the
/// content to the right (or with the content's menu button). The menu is a child only while it
/// shows, so it appears and disappears with UIKit's containment calls.
final class DrawerViewController: UIViewController {
    /// How much of the menu the open drawer shows.
    static let menuWidth: CGFloat = 276
    /// A release faster than this (points per second) settles in its own direction.
    static let flickVelocity: CGFloat = 500

    let menuViewController: UIViewController
    let contentViewController: UIViewController
    weak var delegate: DrawerViewControllerDelegate?
    private(set) var isOpen = false

    private lazy var panGestureRecognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    private var animator: UIViewPropertyAnimator?
    private var offsetAtPanStart: CGFloat = 0

    init(menu: UIViewController, content: UIViewController) {
        menuViewController = menu
        contentViewController = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(contentViewController)
        contentViewController.view.frame = view.bounds
        contentViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentViewController.view)
        contentViewController.didMove(toParent: self)
        view.addGestureRecognizer(panGestureRecognizer)
    }

    /// How far the content has moved to the right.
    private var contentOffset: CGFloat {
        get { contentViewController.view.frame.origin.x }
        set { contentViewController.view.frame.origin.x = newValue }
    }

    /// Opens or closes the menu.
    func setOpen(_ open: Bool, animated: Bool) {
        guard open != isOpen || animator != nil else { return }
        if open { showMenu() }
        settle(open: open, duration: animated ? 0.3 : 0)
    }

    /// Opens a closed menu and closes an open one.
    func toggle() {
        setOpen(!isOpen, animated: true)
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animator?.stopAnimation(true)
            animator = nil
            offsetAtPanStart = contentOffset
            showMenu()
        case .changed:
            let offset = min(max(offsetAtPanStart + recognizer.translation(in: view).x, 0), Self.menuWidth)
            contentOffset = offset
            delegate?.drawer?(self, didSlideTo: offset / Self.menuWidth)
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view).x
            let open = abs(velocity) > Self.flickVelocity ? velocity > 0 : contentOffset > Self.menuWidth / 2
            settle(open: open, duration: 0.3)
        default:
            break
        }
    }

    /// Puts the menu underneath the content, as a child, unless it is there.
    private func showMenu() {
        guard menuViewController.parent == nil else { return }
        addChild(menuViewController)
        menuViewController.view.frame = CGRect(x: 0, y: 0, width: Self.menuWidth, height: view.bounds.height)
        view.insertSubview(menuViewController.view, at: 0)
        menuViewController.didMove(toParent: self)
    }

    /// Takes the menu away once the content covers it.
    private func hideMenu() {
        guard menuViewController.parent != nil else { return }
        menuViewController.willMove(toParent: nil)
        menuViewController.view.removeFromSuperview()
        menuViewController.removeFromParent()
    }

    /// Moves the content to its open or closed place, then tells the delegate.
    private func settle(open: Bool, duration: TimeInterval) {
        delegate?.drawer?(self, willSettleOpen: open)
        let target = open ? Self.menuWidth : 0
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1) {
            self.contentOffset = target
        }
        animator.addCompletion { [weak self] position in
            guard let self, position == .end else { return }
            self.animator = nil
            self.isOpen = open
            if open {
                self.delegate?.drawerDidOpen?(self)
            } else {
                self.hideMenu()
                self.delegate?.drawerDidClose?(self)
            }
        }
        self.animator = animator
        animator.startAnimation()
    }
}

extension UIViewController {
    /// The drawer this controller is in, if any.
    var drawerViewController: DrawerViewController? {
        var controller = parent
        while let current = controller {
            if let drawer = current as? DrawerViewController { return drawer }
            controller = current.parent
        }
        return nil
    }
}
