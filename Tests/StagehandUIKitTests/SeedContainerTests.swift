import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// The representative container code (RepresentativeContainers.swift, UIKit's API only)
/// driven through StagehandUIKit: the traces are those of the seeds' Lua scenarios.
@MainActor
@Suite("StagehandUIKit: the seeds' containers")
struct SeedContainerTests {
    @Test("seed 002 (V2, A2, A3): the five steps through UIKit's API give the Lua scenario's trace")
    func addWithoutAnimation() throws {
        let app = App()
        try app.withCurrent {
            let container = try onScreen(app, SlideContainerViewController())
            let child = ChildViewController()
            container.addViewController(child, animated: false)
            #expect(app.recent == [
                "ChildViewController willMoveToParent(SlideContainerViewController)",
                "ChildViewController didMoveToParent(SlideContainerViewController)",
                "ChildViewController loadView",
                "ChildViewController viewDidLoad",
                "SlideContainerViewController viewWillDisappear(false)",
                "ChildViewController viewWillAppear(false)",
                "SlideContainerViewController viewDidDisappear(false)",
                "ChildViewController viewSafeAreaInsetsDidChange",
                "ChildViewController viewIsAppearing(false)",
                "ChildViewController viewDidAppear(false)",
            ])
            // The direct call `didMove(toParent:)` is a message from the app's code (V2).
            #expect(app.rules(of: "didMoveToParent") == [.V2])
            #expect(!child.isMovingToParent)
            #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))

            try app.run()
            app.mark()
            container.removeViewController(child, animated: false)
            #expect(app.recent == [
                "SlideContainerViewController viewWillAppear(false)",
                "ChildViewController viewWillDisappear(false)",
                "ChildViewController viewDidDisappear(false)",
                "SlideContainerViewController viewIsAppearing(false)",
                "SlideContainerViewController viewDidAppear(false)",
                "ChildViewController warning: Unbalanced calls to begin/end appearance transitions for ChildViewController.",
                "ChildViewController willMoveToParent(nil)",
                "ChildViewController didMoveToParent(nil)",
            ])
            #expect(child.parent == nil)
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("seed 002 (A4): a container that forwards by hand (the getter overridden) removes its child balanced")
    func manualForwarding() throws {
        let app = App()
        try app.withCurrent {
            let container = try onScreen(app, ManualSlideContainerViewController())
            let child = ChildViewController()
            container.addViewController(child, animated: false)
            try app.run()
            app.mark()
            container.removeViewController(child, animated: false)
            #expect(app.recent == [
                "ManualSlideContainerViewController viewWillAppear(false)",
                "ChildViewController viewWillDisappear(false)",
                "ChildViewController viewDidDisappear(false)",
                "ManualSlideContainerViewController viewIsAppearing(false)",
                "ManualSlideContainerViewController viewDidAppear(false)",
                "ChildViewController willMoveToParent(nil)",
                "ChildViewController didMoveToParent(nil)",
            ])
        }
    }

    @Test("seed 002 (N1, N3): animated, touches are ignored until UIView.animate's completion")
    func addWithAnimation() throws {
        let app = App()
        try app.withCurrent {
            let container = try onScreen(app, SlideContainerViewController())
            let child = ChildViewController()
            container.addViewController(child, animated: true)
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            #expect(child.engineController.appearState == .appearing)
            try app.advance(by: 0.15)
            #expect(child.view.engineView.presentationFrame.origin.x == 93.75)
            try app.advance(by: 0.15)
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            #expect(child.engineController.appearState == .appeared)
            #expect(app.recent.filter { !$0.contains("Safe") && !$0.contains("IsAppearing") && !$0.contains("load") } == [
                "ChildViewController willMoveToParent(SlideContainerViewController)",
                "ChildViewController didMoveToParent(SlideContainerViewController)",
                "ChildViewController viewDidLoad",
                "SlideContainerViewController viewWillDisappear(true)", "ChildViewController viewWillAppear(true)",
                "SlideContainerViewController viewDidDisappear(true)", "ChildViewController viewDidAppear(true)",
            ])
        }
    }

    @Test("seed 004 (C3, N2): addChild, then a transition whose completion sends didMove(toParent:)")
    func transitionBetweenChildren() throws {
        let app = App()
        try app.withCurrent {
            let menu = try onScreen(app, MenuContainerViewController())
            let first = ChildViewController()
            menu.show(first)
            try app.settle()
            #expect(first.movingWhenAppearing == [true])
            app.mark()
            let second = ChildViewController()
            menu.switchTo(second)
            #expect(second.isMovingToParent)
            try app.settle()
            #expect(!second.isMovingToParent)
            #expect(second.movingWhenAppearing == [true])
            #expect(app.recent.filter { !$0.contains("Safe") && !$0.contains("load") && !$0.contains("Load") } == [
                "ChildViewController willMoveToParent(nil)",
                "ChildViewController#2 willMoveToParent(MenuContainerViewController)",
                "ChildViewController viewWillDisappear(true)",
                "ChildViewController#2 viewWillAppear(true)",
                "ChildViewController#2 viewIsAppearing(true)",
                "ChildViewController viewDidDisappear(true)",
                "ChildViewController#2 viewDidAppear(true)",
                "ChildViewController didMoveToParent(nil)",
                "ChildViewController#2 didMoveToParent(MenuContainerViewController)",
            ])
            #expect(app.rules(of: "willMoveToParent(nil)") == [.V2])
            #expect(app.rules(of: "#2 viewWillAppear") == [.N2])
            #expect(menu.children == [second])
        }
    }

    /// The storyboard of seed 000: a static table whose second row embeds the text field's
    /// controller, its outlet connected to that row's cell.
    static func formScene() -> StoryboardScene {
        let embed = FormTableViewController.embedSegueIdentifier
        return StoryboardScene(sections: [[.init(id: "name"), .init(id: embed, embed: { TextFieldViewController() })]]) {
            ($0 as? FormTableViewController)?.viewControllerCell = $1.cell(embed)
        }
    }

    @Test("seed 000 (T1, T2, F1): the embed segue, super.tableView(_:cellForRowAt:) in heightForRowAt, and the focus of attempt 3")
    func staticTableWithEmbeddedChild() throws {
        let app = App()
        try app.withCurrent {
            let form = try #require(FormTableViewController(coder: Self.formScene()))
            UIApplication.shared.keyWindow?.rootViewController = form
            let firstEvents = app.trace.texts.filter { !$0.contains("Layout") && !$0.contains("Safe") }
            #expect(Array(firstEvents.prefix(8)) == [
                "FormTableViewController loadView",
                "FormTableViewController prepareForSegue(embedContainer)",
                // prepare(for:sender:) hides the child's view, which loads it (attempt 3).
                "TextFieldViewController loadView",
                "TextFieldViewController viewDidLoad",
                "TextFieldViewController willMoveToParent(FormTableViewController)",
                "TextFieldViewController didMoveToParent(FormTableViewController)",
                "FormTableViewController viewDidLoad",
                "FormTableViewController viewWillAppear(false)",
            ])
            try app.settle()
            let child = try #require(form.containerViewController)
            #expect(form.viewControllerCell != nil)
            #expect(!child.view.isHidden)
            #expect(child.textField.isFirstResponder)
            #expect(app.keyboardVisible)
            #expect(app.stats.cellForRowCalls > 0)   // the super calls inside heightForRowAt (T1)

            app.mark()
            form.setViewControllerCellHidden(true)
            try app.settle()
            #expect(child.view.isHidden)
            #expect(!child.textField.isFirstResponder)
            #expect(app.recent.contains("FormTableViewController heightForRow(0,1)"))
            #expect(app.uncaughtException == nil)
        }
    }
}

/// The compile test's promise: the representative container file is UIKit code.
@MainActor
@Suite("StagehandUIKit: the representative file is UIKit code")
struct RepresentativeFileTests {
    @Test("V3: RepresentativeContainers.swift has nothing of Stagehand's outside its import guard")
    func onlyUIKit() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RepresentativeContainers.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let guardLines = ["#if canImport(UIKit)", "import UIKit", "#else", "import StagehandUIKit", "#endif"]
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("//") && !guardLines.contains($0) }
        #expect(text.contains(guardLines.joined(separator: "\n")))
        for word in ["Stagehand", "engine", "HeadlessUIKit", "App(", "withCurrent", "StoryboardScene"] {
            #expect(!code.contains { $0.contains(word) }, "\(word) in the representative file")
        }
    }
}

/// Seed 003 through UIKit's API.
@MainActor
@Suite("StagehandUIKit: a collection view and its data source")
struct CollectionSurfaceTests {
    @Test("seed 003 (D1, D2): a separate data source object feeds the collection view; an insert is checked")
    func separateDataSource() throws {
        let app = App()
        try app.withCurrent {
            let squares = try onScreen(app, SquaresViewController())
            let collection = try #require(squares.collectionView)
            #expect(collection.indexPathsForVisibleItems.count == 32)   // 4 columns of 80 pt, 8 rows reach into 667 pt
            #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.reuseIdentifier == "Square")
            app.mark()
            squares.addSquare()
            try app.run()
            #expect(app.uncaughtException == nil)
            #expect(app.recent.contains("SquaresDataSource numberOfItems(0)"))
            // An insert the data source does not back is UIKit's exception (D2).
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            #expect(app.uncaughtException?.name == "NSInternalInconsistencyException")
        }
    }
}

/// A page view controller through UIKit's API.
@MainActor
@Suite("StagehandUIKit: a page view controller")
struct PageSurfaceTests {
    @Test("S7: its own data source and delegate; a swipe asks the page after and tells the delegate")
    func swipe() throws {
        let app = App()
        try app.withCurrent {
            let onboarding = try onScreen(app, OnboardingViewController())
            #expect(onboarding.viewControllers == [onboarding.pages[0]])
            let engine = try #require(onboarding.engineController as? PageViewController)
            try engine.swipe(.forward, finish: true)
            try app.settle()
            #expect(onboarding.viewControllers == [onboarding.pages[1]])
            #expect(onboarding.completedSwipes == [true])
            #expect(app.recent.filter { !$0.contains("Safe") && !$0.contains("load") && !$0.contains("Load") } == [
                // The scroll style asks both neighbours ahead (rule S7).
                "OnboardingViewController viewControllerAfter(OnboardingPageViewController)",
                "OnboardingViewController viewControllerBefore(OnboardingPageViewController)",
                "OnboardingViewController willTransitionTo([OnboardingPageViewController#2])",
                "OnboardingPageViewController#2 willMoveToParent(OnboardingViewController)",
                "OnboardingPageViewController#2 viewWillAppear(true)",
                "OnboardingPageViewController viewWillDisappear(true)",
                "OnboardingPageViewController#2 viewIsAppearing(true)",
                "OnboardingPageViewController#2 viewDidAppear(true)",
                "OnboardingPageViewController viewDidDisappear(true)",
                "OnboardingPageViewController#2 didMoveToParent(OnboardingViewController)",
                "OnboardingPageViewController willMoveToParent(nil)",
                "OnboardingPageViewController didMoveToParent(nil)",
                "OnboardingViewController didFinishAnimating(true, [OnboardingPageViewController], true)",
                "OnboardingViewController viewControllerAfter(OnboardingPageViewController#2)",
            ])
        }
    }
}

/// A split view controller through UIKit's API.
@MainActor
@Suite("StagehandUIKit: a split view controller")
struct SplitSurfaceTests {
    @Test("S10, S11: expanded on an iPad, the detail goes to the secondary column; collapsing asks the delegate")
    func collapseAndShowDetail() throws {
        let app = App()
        try app.setSize(Size(width: 1024, height: 768))
        try app.withCurrent {
            let split = try onScreen(app, ItemsSplitViewController())
            #expect(!split.isCollapsed)
            #expect(split.displayMode == .oneBesideSecondary)
            let detail = UIViewController()
            split.list.select(detail)
            try app.settle()
            #expect(split.viewController(for: .secondary) == detail)
            #expect(detail.splitViewController == split)
            try app.setSize(Size(width: 375, height: 667))
            try app.settle()
            #expect(split.isCollapsed)
            #expect(split.collapses == 1)
            #expect(app.trace.texts.contains("ItemsSplitViewController topColumnForCollapsingToProposedTopColumn(secondary)"))
        }
    }
}
