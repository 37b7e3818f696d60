import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// What jonkykong/SideMenu asks of UIKit's standard containers: a table controller that clears
/// its selection as it appears, a split's `viewControllers`.
@MainActor
@Suite("Menu containers: table selection clearing, split viewControllers (S19, S20)")
struct MenuContainerSurfaceTests {
    @Test("S19: viewWillAppear deselects the selected row, with no delegate callback, unless clearsSelectionOnViewWillAppear is false")
    func tableControllerClearsSelection() throws {
        for clears in [true, false] {
            let app = App()
            try app.withCurrent {
                let host = try onScreen(app, UIViewController())
                let list = SupportList(style: .plain)
                #expect(list.clearsSelectionOnViewWillAppear)
                list.clearsSelectionOnViewWillAppear = clears
                list.loadViewIfNeeded()
                list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
                app.mark()
                host.present(list, animated: false)
                try app.settle()
                #expect(list.tableView.indexPathForSelectedRow == (clears ? nil : IndexPath(row: 1, section: 0)))
                #expect(!app.recent.contains { $0.contains("didDeselect") })
            }
        }
    }

    @Test("S20: viewControllers lists the columns' controllers expanded, primary first; setting it sets primary and secondary")
    func splitViewControllers() throws {
        let app = App()
        try app.withCurrent {
            let split = UISplitViewController(style: .tripleColumn)
            #expect(split.viewControllers.isEmpty)
            let controllers = (0..<3).map { _ in UIViewController(nibName: nil, bundle: nil) }
            split.viewControllers = controllers
            #expect(split.viewControllers.map(ObjectIdentifier.init) == controllers.map(ObjectIdentifier.init))
            #expect(split.viewController(for: .supplementary) === controllers[1])
            let double = UISplitViewController(style: .doubleColumn)
            double.viewControllers = [controllers[0], controllers[2]]
            #expect(double.viewController(for: .primary) === controllers[0])
            #expect(double.viewController(for: .secondary) === controllers[2])
            _ = try onScreen(app, double)
            #expect(double.viewControllers.count == (double.isCollapsed ? 1 : 2))
        }
    }
}
