import UIKit

/// Pages side by side in a paging scroll view, laid out with Auto Layout. The pager forwards
/// appearance to its pages itself: a page appears when a swipe is going to settle on it, and
/// has appeared once the scroll view stops there.
final class PagerViewController: UIViewController, UIScrollViewDelegate {
    let pages: [UIViewController]
    private(set) var currentIndex = 0
    private var incomingIndex: Int?
    private let scrollView = UIScrollView()

    init(pages: [UIViewController]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The page on screen.
    var currentPage: UIViewController? {
        pages.indices.contains(currentIndex) ? pages[currentIndex] : nil
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        var previousTrailing = content.leadingAnchor
        for page in pages {
            addChild(page)
            page.view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(page.view)
            NSLayoutConstraint.activate([
                page.view.topAnchor.constraint(equalTo: content.topAnchor),
                page.view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                page.view.leadingAnchor.constraint(equalTo: previousTrailing),
                page.view.widthAnchor.constraint(equalTo: frame.widthAnchor),
                page.view.heightAnchor.constraint(equalTo: frame.heightAnchor),
            ])
            page.didMove(toParent: self)
            previousTrailing = page.view.trailingAnchor
        }
        previousTrailing.constraint(equalTo: content.trailingAnchor).isActive = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        currentPage?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        currentPage?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        currentPage?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        currentPage?.endAppearanceTransition()
    }

    // MARK: UIScrollViewDelegate

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let width = scrollView.bounds.width
        guard width > 0 else { return }
        let index = Int((targetContentOffset.pointee.x / width).rounded())
        guard index != currentIndex, pages.indices.contains(index), let currentPage else { return }
        incomingIndex = index
        currentPage.beginAppearanceTransition(false, animated: true)
        pages[index].beginAppearanceTransition(true, animated: true)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate {
            finishPageChange()
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        finishPageChange()
    }

    /// The scroll view stopped: the outgoing page has disappeared and the incoming one appeared.
    private func finishPageChange() {
        guard let index = incomingIndex, let currentPage else { return }
        incomingIndex = nil
        currentPage.endAppearanceTransition()
        pages[index].endAppearanceTransition()
        currentIndex = index
    }
}
