import Foundation
import HeadlessUIKit
@testable import Pageboy
import StagehandTesting
import StagehandUIKit
import XCTest

/// A page of the pager.
final class PagerPage: UIViewController {}

/// Pageboy's `PageboyViewController` as an app uses it (its README's way): a subclass that is
/// its own data source and delegate, over three pages.
final class Pager: PageboyViewController, PageboyViewControllerDataSource, PageboyViewControllerDelegate {
    let pages: [UIViewController] = (0..<3).map { _ in PagerPage(nibName: nil, bundle: nil) }
    var events: [String] = []
    /// The page positions Pageboy reported while its scroll view moved (rule W9).
    var positions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        dataSource = self
    }

    func numberOfViewControllers(in pageboyViewController: PageboyViewController) -> Int { pages.count }
    func viewController(for pageboyViewController: PageboyViewController, at index: PageboyViewController.PageIndex) -> UIViewController? {
        pages[index]
    }
    func defaultPage(for pageboyViewController: PageboyViewController) -> PageboyViewController.Page? { nil }

    func pageboyViewController(_ pageboyViewController: PageboyViewController, willScrollToPageAt index: PageboyViewController.PageIndex,
                               direction: PageboyViewController.NavigationDirection, animated: Bool) {
        events.append("willScrollToPageAt \(index) \(direction) animated \(animated)")
    }
    func pageboyViewController(_ pageboyViewController: PageboyViewController, didScrollTo position: CGPoint,
                               direction: PageboyViewController.NavigationDirection, animated: Bool) {
        positions.append("\((position.x * 100).rounded() / 100) \(direction)")
    }
    func pageboyViewController(_ pageboyViewController: PageboyViewController, didScrollToPageAt index: PageboyViewController.PageIndex,
                               direction: PageboyViewController.NavigationDirection, animated: Bool) {
        events.append("didScrollToPageAt \(index) \(direction) animated \(animated)")
    }
    func pageboyViewController(_ pageboyViewController: PageboyViewController, didReloadWith currentViewController: UIViewController,
                               currentPageIndex: PageboyViewController.PageIndex) {
        events.append("didReloadWith \(currentPageIndex)")
    }
}

/// uias/Pageboy, compiled as it is through the StagehandRewrite plugin, driven by
/// `scenarios/pageboy.lua`.
final class PageboyScenarioTests: XCTestCase {
    /// The index argument `position` as a page index.
    static func index(_ arguments: ScriptArguments, _ position: Int) -> Int { Int(arguments.number(position) ?? 0) }

    static func registerClasses() {
        let methods: [String: @MainActor @Sendable (Pager, ScriptArguments) -> Any?] = [
            "scrollToPage": { pager, arguments in
                let page = PageboyViewController.Page.at(index: index(arguments, 0))
                return pager.scrollToPage(page, animated: arguments.bool(1))
            },
            "scrollToNext": { pager, arguments in pager.scrollToPage(.next, animated: arguments.bool(0)) },
            "currentIndex": { pager, _ in pager.currentIndex ?? -1 },
            "page": { pager, arguments in pager.pages[index(arguments, 0)] },
            "events": { pager, _ in pager.events.joined(separator: ", ") },
            "clearEvents": { pager, _ in pager.events = []; pager.positions = []; return nil },
            "positions": { pager, _ in pager.positions.joined(separator: ", ") },
            "isRightToLeft": { pager, _ in pager.view.layoutIsRightToLeft },
        ]
        Stagehand.register(Pager.self, as: "Pager", methods: methods) { Pager(nibName: nil, bundle: nil) }
        Stagehand.register(PagerPage.self, as: "PagerPage")
    }

    func testScenarios() {
        ScenarioRun.all("scenarios/pageboy.lua", registering: Self.registerClasses)
    }
}
