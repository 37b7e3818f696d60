// Representative UIKit container code: the seeds' snippets translated to Swift, written
// against UIKit's API only. It builds for iOS as it is; on Linux it builds against
// StagehandUIKit. Nothing below the import guard is Stagehand's.
#if canImport(UIKit)
import UIKit
#else
import StagehandUIKit
#endif

// MARK: Seed 002: a custom container that adds and removes a child in five steps

/// A container that slides a child in from the right and back out (seed 002's
/// -addViewController: and -removeViewController:, the container being the source).
class SlideContainerViewController: UIViewController {
    var animationDuration: TimeInterval = 0.3

    var destinationFrame: CGRect { view.bounds }

    func addViewController(_ destViewController: UIViewController, animated: Bool) {
        let destFinalFrame = destinationFrame
        let destInitialFrame = CGRect(x: destFinalFrame.maxX, y: destFinalFrame.minY,
                                      width: destFinalFrame.width, height: destFinalFrame.height)
        let srcViewController: UIViewController = self

        // 1. addChild
        srcViewController.addChild(destViewController)
        // 2. didMove(toParent:)
        destViewController.didMove(toParent: srcViewController)
        // 3. the view's frame
        destViewController.view.frame = destInitialFrame
        destViewController.view.autoresizingMask = []
        // 4. beginAppearanceTransition
        srcViewController.beginAppearanceTransition(false, animated: animated)
        destViewController.beginAppearanceTransition(true, animated: animated)
        // 5. addSubview
        srcViewController.view.addSubview(destViewController.view)

        let block = { destViewController.view.frame = destFinalFrame }
        let finish = {
            // 7. endAppearanceTransition
            srcViewController.endAppearanceTransition()
            destViewController.endAppearanceTransition()
        }
        if animated {
            UIApplication.shared.beginIgnoringInteractionEvents()
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: block) { _ in
                UIApplication.shared.endIgnoringInteractionEvents()
                finish()
            }
        } else {
            block()
            finish()
        }
    }

    func removeViewController(_ destViewController: UIViewController, animated: Bool) {
        let destInitialFrame = destinationFrame
        let destFinalFrame = CGRect(x: destInitialFrame.maxX, y: destInitialFrame.minY,
                                    width: destInitialFrame.width, height: destInitialFrame.height)
        let srcViewController: UIViewController = self

        // 1. beginAppearanceTransition
        srcViewController.beginAppearanceTransition(true, animated: animated)
        destViewController.beginAppearanceTransition(false, animated: animated)

        let block = { destViewController.view.frame = destFinalFrame }
        let finish = {
            // 3. removeFromSuperview
            destViewController.view.removeFromSuperview()
            // 4. endAppearanceTransition
            destViewController.endAppearanceTransition()
            srcViewController.endAppearanceTransition()
            // 5. willMove(toParent: nil)
            destViewController.willMove(toParent: nil)
            // 6. removeFromParent
            destViewController.removeFromParent()
        }
        if animated {
            UIApplication.shared.beginIgnoringInteractionEvents()
            UIView.animate(withDuration: animationDuration, delay: 0, options: .curveEaseOut, animations: block) { _ in
                UIApplication.shared.endIgnoringInteractionEvents()
                finish()
            }
        } else {
            block()
            finish()
        }
    }
}

/// The same container, forwarding appearance to its children by hand (seed 002).
final class ManualSlideContainerViewController: SlideContainerViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

// MARK: Seed 004: the containment protocol, and a transition between two children

/// A slide-menu style container: one child on screen, swapped with a transition (seed 004).
final class MenuContainerViewController: UIViewController {
    private(set) var current: UIViewController?
    private(set) var movingObservedInViewWillAppear: [Bool] = []

    func show(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
        current = child
    }

    func switchTo(_ toViewController: UIViewController, duration: TimeInterval = 1.0) {
        guard let fromViewController = current else { return show(toViewController) }
        fromViewController.willMove(toParent: nil)
        addChild(toViewController)
        transition(from: fromViewController, to: toViewController, duration: duration,
                   options: [], animations: {
                       // any transition animation
                   }, completion: { _ in
                       fromViewController.removeFromParent()
                       // the move ends explicitly
                       toViewController.didMove(toParent: self)
                   })
        current = toViewController
    }
}

/// A child that records whether it is moving to a parent when it appears (seed 004).
class ChildViewController: UIViewController {
    private(set) var movingWhenAppearing: [Bool] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        movingWhenAppearing.append(isMovingToParent)
    }
}

// MARK: Seed 000: a static table whose cell embeds a child, hidden by a zero height

/// The embedded child: a text field that takes focus when the child is shown (seed 000,
/// attempt 3).
final class TextFieldViewController: UIViewController {
    let textField = UITextField(frame: CGRect(x: 16, y: 16, width: 200, height: 31))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(textField)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !view.isHidden {
            textField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
    }
}

/// The static table (seed 000): the embedding row is 300 pt tall unless hidden; the other
/// rows have height 0. Its outlet to the embedding cell is connected by the storyboard.
final class FormTableViewController: UITableViewController {
    static let viewControllerCellHeight: CGFloat = 300
    static let embedSegueIdentifier = "embedContainer"

    weak var viewControllerCell: UITableViewCell?
    var isViewControllerCellHidden = false
    private(set) var containerViewController: TextFieldViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == Self.embedSegueIdentifier {
            containerViewController = segue.destination as? TextFieldViewController
            containerViewController?.view.isHidden = true
        }
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        if cell == viewControllerCell && !isViewControllerCellHidden {
            containerViewController?.view.isHidden = false
            return Self.viewControllerCellHeight
        } else if cell == viewControllerCell {
            containerViewController?.view.isHidden = true
        }
        return 0
    }

    func setViewControllerCellHidden(_ hidden: Bool) {
        isViewControllerCellHidden = hidden
        tableView.beginUpdates()
        tableView.endUpdates()
    }
}

// MARK: Seed 003: a collection view whose data source is a separate object

/// The data source of seed 003: the squares, moved out of the view controller.
final class SquaresDataSource: NSObject, UICollectionViewDataSource {
    static let cellIdentifier = "Square"
    private(set) var count: Int

    init(count: Int) {
        self.count = count
        super.init()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }

    func insertSquare() { count += 1 }
}

/// The view controller of seed 003: it owns the collection view, the data source feeds it.
final class SquaresViewController: UIViewController {
    let dataSource = SquaresDataSource(count: 40)
    private(set) var collectionView: UICollectionView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: SquaresDataSource.cellIdentifier)
        collectionView.dataSource = dataSource
        view.addSubview(collectionView)
        self.collectionView = collectionView
    }

    func addSquare() {
        dataSource.insertSquare()
        collectionView?.insertItems(at: [IndexPath(item: dataSource.count - 1, section: 0)])
    }
}

// MARK: A page view controller that is its own data source and delegate

/// One page of the onboarding.
final class OnboardingPageViewController: UIViewController {}

/// Three onboarding pages, swiped through; the controller is its own data source and delegate.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = [OnboardingPageViewController(), OnboardingPageViewController(), OnboardingPageViewController()]
    private(set) var completedSwipes: [Bool] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        completedSwipes.append(completed)
    }
}

// MARK: A column-style split view controller whose delegate keeps the list on top

/// The list of the split: showing an item puts its detail in the secondary column.
final class ItemListViewController: UIViewController {
    func select(_ detail: UIViewController) {
        showDetailViewController(detail, sender: self)
    }
}

/// A two-column split that shows the list, not the detail, when it collapses.
final class ItemsSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    let list = ItemListViewController()
    private(set) var collapses = 0

    init() {
        super.init(style: .doubleColumn)
        delegate = self
        setViewController(list, for: .primary)
        setViewController(UIViewController(), for: .secondary)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        collapses += 1
    }
}
