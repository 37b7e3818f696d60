import Testing
@testable import HeadlessUIKit

/// A split delegate that answers with fixed columns and keeps nothing: the trace records it.
private final class SplitDelegate: CallbackReceiver {
    let traceName = "Delegate"
    var top: SplitViewController.Column?
    var mode: SplitViewController.DisplayMode?
    /// S10's four; S16's are ContainerDelegateTests' concern.
    func implements(_ callback: Callback.Name) -> Bool {
        [.topColumnForCollapsingToProposedTopColumn, .displayModeForExpandingToProposedDisplayMode, .splitViewControllerDidCollapse,
         .splitViewControllerDidExpand].contains(callback)
    }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        switch callback.name {
        case .topColumnForCollapsingToProposedTopColumn: return .text(top?.rawValue ?? callback.text("proposedTopColumn") ?? "")
        case .displayModeForExpandingToProposedDisplayMode: return .text(mode?.rawValue ?? callback.text("proposedDisplayMode") ?? "")
        default: return .nothing
        }
    }
}

@Suite("Split view controllers (S10)")
struct SplitTests {
    static let iPad = Size(width: 1024, height: 768)
    static let iPhone = Size(width: 375, height: 667)

    /// A split with `List` and `Detail` on an iPad-sized window, settled, the trace marked.
    private func split(_ app: App, compact: Bool = false) throws -> (SplitViewController, SplitDelegate) {
        try app.setSize(Self.iPad)
        let delegate = SplitDelegate()
        let split = try SplitViewController(app: app, name: "Split", primary: ViewController(app: app, name: "List"),
                                            secondary: ViewController(app: app, name: "Detail"),
                                            compact: compact ? ViewController(app: app, name: "Phone") : nil)
        split.delegate = delegate
        try app.window.setRootViewController(split)
        try app.settle()
        app.mark()
        return (split, delegate)
    }

    /// The appearance, containment and delegate events.
    private func events(_ app: App) -> [String] {
        app.recent.filter { $0.contains("ppear") || $0.contains("MoveToParent") || $0.hasPrefix("Delegate ") }
    }

    @Test("S10: in a regular width the primary and the secondary are children and on screen, side by side")
    func regular() throws {
        let app = App()
        try app.setSize(Self.iPad)
        let list = ViewController(app: app, name: "List"), detail = ViewController(app: app, name: "Detail")
        let split = try SplitViewController(app: app, name: "Split", primary: list, secondary: detail)
        #expect(app.recent.filter { $0.contains("MoveToParent") } == [
            "List willMoveToParent(Split)", "List didMoveToParent(Split)", "Detail willMoveToParent(Split)", "Detail didMoveToParent(Split)",
        ])
        app.mark()
        try app.window.setRootViewController(split)
        try app.settle()
        #expect(app.recent.filter { $0.hasSuffix("viewWillAppear(false)") } == ["Split viewWillAppear(false)", "List viewWillAppear(false)", "Detail viewWillAppear(false)"])
        #expect(app.recent.filter { $0.hasSuffix("viewDidAppear(false)") } == ["Split viewDidAppear(false)", "List viewDidAppear(false)", "Detail viewDidAppear(false)"])
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.children.map(\.name) == ["List", "Detail"])
        #expect(list.view.frame == Rect(x: 0, y: 0, width: 320, height: 768))
        #expect(detail.view.frame == Rect(x: 320, y: 0, width: 704, height: 768))
        #expect(list.splitViewController === split)
    }

    @Test("S10: becoming compact collapses: the delegate is asked for the top column, the primary leaves, didCollapse")
    func collapse() throws {
        let app = App()
        let (split, delegate) = try split(app)
        try app.setSize(Self.iPhone)
        try app.settle()
        #expect(events(app) == [
            "Delegate topColumnForCollapsingToProposedTopColumn(secondary)", "List viewWillDisappear(false)",
            "Delegate splitViewControllerDidCollapse", "List viewDidDisappear(false)",
        ])
        #expect(split.isCollapsed)
        #expect(split.visibleViewControllers.map(\.name) == ["Detail"])
        #expect(split.children.map(\.name) == ["List", "Detail"])      // still children
        #expect(app.trace.sinceMark.first { $0.text.hasPrefix("Delegate") }?.rule == .S10)
        _ = delegate
    }

    @Test("S10: becoming regular expands: the delegate is asked for the display mode, the primary comes back, didExpand")
    func expand() throws {
        let app = App()
        let (split, delegate) = try split(app)
        try app.setSize(Self.iPhone)
        try app.settle()
        app.mark()
        try app.setSize(Self.iPad)
        try app.settle()
        #expect(events(app) == [
            "Delegate displayModeForExpandingToProposedDisplayMode(oneBesideSecondary)", "List viewWillAppear(false)",
            "Delegate splitViewControllerDidExpand", "List viewIsAppearing(false)", "List viewDidAppear(false)",
        ])
        #expect(!split.isCollapsed)
        #expect(split.visibleViewControllers.map(\.name) == ["List", "Detail"])
        // The delegate's answer decides the display mode.
        try app.setSize(Self.iPhone)
        try app.settle()
        delegate.mode = .secondaryOnly
        app.mark()
        try app.setSize(Self.iPad)
        try app.settle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(!events(app).contains { $0.hasPrefix("List") })
    }

    @Test("S10: the delegate's top column, and a compact column's controller, decide what a collapsed split shows")
    func topColumn() throws {
        let app = App()
        let (split, delegate) = try split(app)
        delegate.top = .primary
        try app.setSize(Self.iPhone)
        try app.settle()
        #expect(events(app) == [
            "Delegate topColumnForCollapsingToProposedTopColumn(secondary)", "Detail viewWillDisappear(false)",
            "Delegate splitViewControllerDidCollapse", "Detail viewDidDisappear(false)",
        ])
        #expect(split.visibleViewControllers.map(\.name) == ["List"])

        let other = App()
        let (withCompact, otherDelegate) = try self.split(other, compact: true)
        try other.setSize(Self.iPhone)
        try other.settle()
        #expect(events(other) == [
            "Delegate topColumnForCollapsingToProposedTopColumn(secondary)",
            "Phone viewWillAppear(false)", "List viewWillDisappear(false)", "Detail viewWillDisappear(false)",
            "Delegate splitViewControllerDidCollapse",
            "Phone viewIsAppearing(false)", "Phone viewDidAppear(false)", "List viewDidDisappear(false)", "Detail viewDidDisappear(false)",
        ])
        #expect(withCompact.visibleViewControllers.map(\.name) == ["Phone"])
        withCompact.show(.primary)                      // the compact controller stays
        #expect(withCompact.visibleViewControllers.map(\.name) == ["Phone"])
        _ = otherDelegate
    }

    @Test("S10: a split that loads in a compact width collapses at once; show(primary) brings the primary on top")
    func launchCompact() throws {
        let app = App()
        let delegate = SplitDelegate()
        let split = try SplitViewController(app: app, name: "Split", primary: ViewController(app: app, name: "List"),
                                            secondary: ViewController(app: app, name: "Detail"))
        split.delegate = delegate
        app.mark()
        try app.window.setRootViewController(split)
        try app.settle()
        #expect(events(app).filter { !$0.contains("Split") } == [
            "Delegate topColumnForCollapsingToProposedTopColumn(secondary)", "Delegate splitViewControllerDidCollapse",
            "Detail viewWillAppear(false)", "Detail viewIsAppearing(false)", "Detail viewDidAppear(false)",
        ])
        #expect(split.isCollapsed)
        app.mark()
        split.show(.primary)
        try app.settle()
        #expect(events(app) == [
            "List viewWillAppear(false)", "Detail viewWillDisappear(false)", "List viewIsAppearing(false)",
            "List viewDidAppear(false)", "Detail viewDidDisappear(false)",
        ])
        #expect(split.visibleViewControllers.map(\.name) == ["List"])
        #expect(app.trace.sinceMark.filter { $0.text.contains("ppear(") }.allSatisfy { $0.rule == .A5 })   // the window's hooks
    }

    @Test("S10: hide and show the primary in a regular width; showDetailViewController replaces the secondary")
    func showHideAndDetail() throws {
        let app = App()
        let (split, _) = try split(app)
        split.hide(.primary)
        try app.settle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(events(app) == ["List viewWillDisappear(false)", "List viewDidDisappear(false)"])
        app.mark()
        split.show(.primary)
        try app.settle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(events(app) == ["List viewWillAppear(false)", "List viewIsAppearing(false)", "List viewDidAppear(false)"])
        split.hide(.secondary)                          // the secondary cannot be hidden
        #expect(split.displayMode == .oneBesideSecondary)

        app.mark()
        let list = try #require(split.viewController(for: .primary))
        list.showDetailViewController(ViewController(app: app, name: "Other"))
        try app.settle()
        #expect(events(app) == [
            "Other willMoveToParent(Split)", "Other viewWillAppear(false)", "Detail viewWillDisappear(false)",
            "Other didMoveToParent(Split)", "Detail willMoveToParent(nil)", "Detail didMoveToParent(nil)",
            "Other viewIsAppearing(false)", "Other viewDidAppear(false)", "Detail viewDidDisappear(false)",
        ])
        #expect(split.viewController(for: .secondary)?.name == "Other")
        #expect(throws: EngineError.self) { try split.setViewController(list, for: .secondary) }
    }

    @Test("S10: three columns show all three by default; hiding the supplementary leaves the secondary alone")
    func threeColumns() throws {
        let app = App()
        try app.setSize(Self.iPad)
        let split = try SplitViewController(app: app, name: "Split", primary: ViewController(app: app, name: "A"),
                                            supplementary: ViewController(app: app, name: "B"), secondary: ViewController(app: app, name: "C"))
        try app.window.setRootViewController(split)
        try app.settle()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.visibleViewControllers.map(\.name) == ["A", "B", "C"])
        split.hide(.primary)
        #expect(split.visibleViewControllers.map(\.name) == ["B", "C"])
        split.hide(.supplementary)
        #expect(split.visibleViewControllers.map(\.name) == ["C"])
        split.show(.primary)
        #expect(split.visibleViewControllers.map(\.name) == ["A", "B", "C"])
    }
}
