import Testing
@testable import HeadlessUIKit

/// A split delegate traced as "Delegate" that implements every method and answers nothing.
private final class SplitDelegate: CallbackReceiver {
    let traceName = "Delegate"
    func implements(_ callback: Callback.Name) -> Bool { callback.spec.returns == .nothing }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue { .nothing }
}

@Suite("Split behaviours, overlay display modes and the leading-edge swipe (S17, S18)")
struct SplitOverlayTests {
    /// A split of List (and Filters) and Detail with a delegate, on screen in a window of
    /// `size`, settled, the trace marked.
    private func split(_ app: App, _ size: Size, three: Bool = false, behavior: SplitViewController.SplitBehavior = .automatic,
                       delegate: CallbackReceiver) throws -> SplitViewController {
        try app.setSize(size)
        let split = try SplitViewController(app: app, name: "Split", primary: ViewController(app: app, name: "List"),
                                            supplementary: three ? ViewController(app: app, name: "Filters") : nil,
                                            secondary: ViewController(app: app, name: "Detail"))
        split.preferredSplitBehavior = behavior
        split.delegate = delegate
        try app.window.setRootViewController(split)
        try app.settle()
        app.mark()
        return split
    }

    /// The delegate and appearance events since the mark.
    private func events(_ app: App) -> [String] {
        app.recent.filter { $0.hasPrefix("Delegate") || $0.contains("Appear") || $0.contains("Disappear") }
    }

    private let portrait = Size(width: 768, height: 1024)
    private let landscape = Size(width: 1024, height: 768)

    @Test("S17: each split behaviour shows a number of leading columns in its own display mode, as UIKit's table lists them")
    func displayModesOfEachBehavior() {
        let table: [(SplitViewController.SplitBehavior, [SplitViewController.DisplayMode])] = [
            (.tile, [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]),
            (.overlay, [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]),
            (.displace, [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]),
        ]
        for (behavior, modes) in table {
            #expect((0...2).map { SplitViewController.DisplayMode.showing($0, under: behavior) } == modes)
            #expect(modes.map(\.leadingColumnCount) == [0, 1, 2])
        }
        #expect(SplitViewController.DisplayMode.automatic.leadingColumnCount == nil)
    }

    @Test("S17: a portrait iPad overlays: show(primary) lays the primary over the secondary, which stays on screen")
    func overlayInPortrait() throws {
        let app = App()
        let delegate = SplitDelegate()
        let split = try split(app, portrait, delegate: delegate)
        #expect(split.splitBehavior == .overlay)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        try app.settle()
        #expect(events(app) == ["Delegate willChangeTo(oneOverSecondary)", "List viewWillAppear(false)", "List viewIsAppearing(false)",
                                "List viewDidAppear(false)"])
        #expect(app.trace.sinceMark.first { $0.text.hasPrefix("Delegate") }?.rule == .S16)
        let list = try #require(split.viewController(for: .primary)), detail = try #require(split.viewController(for: .secondary))
        #expect(list.view.frame == Rect(x: 0, y: 0, width: 320, height: 1024))
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
        // The overlaid column lies above the secondary.
        #expect(split.view.subviews.map(\.name) == ["Detail.view", "List.view"])
        app.mark()
        split.hide(.primary)
        try app.settle()
        #expect(events(app) == ["Delegate willChangeTo(secondaryOnly)", "List viewWillDisappear(false)", "List viewDidDisappear(false)"])
    }

    @Test("S17: three columns displacing the secondary keep all three on screen and move the secondary right")
    func displace() throws {
        let app = App()
        let delegate = SplitDelegate()
        let split = try split(app, portrait, three: true, behavior: .displace, delegate: delegate)
        #expect(split.displayMode == .oneBesideSecondary)
        split.show(.primary)
        try app.settle()
        #expect(events(app) == ["Delegate willChangeTo(twoDisplaceSecondary)", "List viewWillAppear(false)", "List viewIsAppearing(false)",
                                "List viewDidAppear(false)"])
        #expect(split.visibleViewControllers.map(\.name) == ["List", "Filters", "Detail"])
        #expect(split.viewController(for: .secondary)?.view.frame == Rect(x: 640, y: 0, width: 448, height: 1024))
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test("S17: a preferred display mode is shown in the split behaviour's way, and an iPad turning changes the behaviour's mode")
    func preferencesAndTurning() throws {
        let app = App()
        let delegate = SplitDelegate()
        let split = try split(app, landscape, delegate: delegate)
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredDisplayMode = .oneOverSecondary    // tiled: beside, the same columns
        #expect(app.recent.isEmpty)
        split.preferredDisplayMode = .secondaryOnly
        #expect(events(app) == ["Delegate willChangeTo(secondaryOnly)", "List viewWillDisappear(false)"])
        split.preferredDisplayMode = .automatic
        try app.settle()
        app.mark()
        try app.setSize(portrait)
        try app.settle()
        #expect(events(app) == ["Delegate willChangeTo(secondaryOnly)", "List viewWillDisappear(false)", "List viewDidDisappear(false)"])
        #expect(app.trace.sinceMark.first { $0.text.hasPrefix("Delegate") }?.cause.description.contains("S17") == true)
    }

    @Test("S18: a swipe from the leading edge: the gesture begins, the mode changes, the column begins appearing, the gesture ends")
    func swipe() throws {
        let app = App()
        let delegate = SplitDelegate()
        let split = try split(app, portrait, three: true, delegate: delegate)
        #expect(split.swipeFromLeadingEdge())
        try app.settle()
        #expect(events(app) == [
            "Delegate splitViewControllerInteractivePresentationGestureWillBegin", "Delegate willChangeTo(oneOverSecondary)",
            "Filters viewWillAppear(false)", "Delegate splitViewControllerInteractivePresentationGestureDidEnd",
            "Filters viewIsAppearing(false)", "Filters viewDidAppear(false)",
        ])
        #expect(app.trace.sinceMark.first?.rule == .S18)
        #expect(split.swipeFromLeadingEdge())
        #expect(split.displayMode == .twoOverSecondary)
        app.mark()
        #expect(!split.swipeFromLeadingEdge())    // nothing left to show
        split.hide(.supplementary)
        split.presentsWithGesture = false
        app.mark()
        #expect(!split.swipeFromLeadingEdge())
        #expect(app.recent.isEmpty)
    }
}
