import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A delegate that writes down what it hears, as an app's pager or parallax header would.
final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll \(scrollView.contentOffset.y)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging \(velocity.y) -> \(targetContentOffset.pointee.y)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging \(decelerate)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

/// A controller whose constraints follow its state, updated in `updateViewConstraints`.
final class Expanding: UIViewController {
    let panel = UIView()
    var height: NSLayoutConstraint!
    var expanded = false { didSet { view.setNeedsUpdateConstraints() } }
    var updates = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        height = panel.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([panel.topAnchor.constraint(equalTo: view.topAnchor), panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     panel.widthAnchor.constraint(equalToConstant: 100), height])
    }
    override func updateViewConstraints() {
        updates += 1
        height.constant = expanded ? 200 : 50
        super.updateViewConstraints()
    }
}

@MainActor
@Suite("StagehandUIKit: scroll views (rules Q1-Q4), updateViewConstraints (Y2) and the layout guides (Y10)")
struct ScrollViewSurfaceTests {
    @Test("Q1-Q3: contentOffset, a drag and an animated scroll reach the Swift delegate")
    func delegate() throws {
        let app = App()
        let log = ScrollLog()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            scroll.contentSize = CGSize(width: 375, height: 2000)
            scroll.delegate = log
            root.view.addSubview(scroll)
            #expect(scroll.delegate === log)
            scroll.contentOffset = CGPoint(x: 0, y: 10)
            let engine = try #require(scroll.engineView as? ScrollView)
            engine.drag(to: Point(x: 0, y: 100))
            #expect(!scroll.isDragging)
            scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            try app.advance(by: 1)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
            #expect(log.events.first == "didScroll 10.0")
            #expect(log.events.dropFirst().prefix(4) == ["willBeginDragging", "didScroll 100.0", "willEndDragging 0.0 -> 100.0", "didEndDragging false"])
            #expect(log.events.last == "didEndScrollingAnimation")
            scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            #expect(scroll.adjustedContentInset.top == 5 + scroll.safeAreaInsets.top)
        }
    }

    @Test("Q1: a table view and a collection view are scroll views, as in UIKit: the scroll view's delegate and offset")
    func tablesAndCollectionsAreScrollViews() throws {
        let app = App()
        let log = ScrollLog()
        try app.withCurrent {
            let squares = try onScreen(app, SquaresViewController())
            let collection = try #require(squares.collectionView)
            let scrollView: UIScrollView = collection
            scrollView.delegate = log
            collection.contentOffset = CGPoint(x: 0, y: 40)
            #expect(log.events == ["didScroll 40.0"])
            #expect(collection.contentSize.height > collection.bounds.height)

            let form = UITableViewController(style: .plain)
            let table: UIScrollView = try #require(form.tableView)
            table.delegate = log
            table.setContentOffset(CGPoint(x: 0, y: 12), animated: false)
            #expect(form.tableView.contentOffset == CGPoint(x: 0, y: 12))
            #expect(log.events == ["didScroll 40.0", "didScroll 12.0"])
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("Y10: pages constrained to contentLayoutGuide, each as wide as frameLayoutGuide, give the content size")
    func layoutGuides() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            root.view.addSubview(scroll)
            let pages = [UIView(), UIView()]
            var leading = scroll.contentLayoutGuide.leadingAnchor
            for page in pages {
                page.translatesAutoresizingMaskIntoConstraints = false
                scroll.addSubview(page)
                NSLayoutConstraint.activate([
                    page.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                    page.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                    page.leadingAnchor.constraint(equalTo: leading),
                    page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                    page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
                ])
                leading = page.trailingAnchor
            }
            leading.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor).isActive = true
            try app.run()
            #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
            #expect(scroll.contentLayoutGuide.owningView === scroll)
            #expect(scroll.contentSize == CGSize(width: 600, height: 200))
            #expect(pages.map(\.frame) == [CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 300, y: 0, width: 300, height: 200)])
        }
    }

    @Test("Y2: updateViewConstraints runs before layout and its super updates the view")
    func updateViewConstraints() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, Expanding())
            let before = controller.updates
            controller.expanded = true
            try app.run()
            #expect(controller.updates == before + 1)
            #expect(controller.panel.frame.height == 200)
            #expect(app.uncaughtException == nil)
        }
    }
}
