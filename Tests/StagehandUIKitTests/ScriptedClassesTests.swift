import Foundation
import HeadlessUIKit
import ScenarioKit
import StagehandTesting
import StagehandUIKit
import Testing

/// Lua scenarios that drive the representative Swift containers (item 2 of issue #23).
@Suite("StagehandTesting: Lua scenarios drive Swift classes")
struct ScriptedClassesTests {
    /// The classes the scenarios of `scenarios/` use.
    static func registerClasses() {
        Stagehand.register(SlideContainerViewController.self, as: "SlideContainer", methods: [
            "addViewController": { container, arguments in
                guard let child = arguments.controller(0) else { return nil }
                container.addViewController(child, animated: arguments.bool(1))
                return nil
            },
            "removeViewController": { container, arguments in
                guard let child = arguments.controller(0) else { return nil }
                container.removeViewController(child, animated: arguments.bool(1))
                return nil
            },
        ])
        Stagehand.register(ChildViewController.self, as: "Child", methods: [
            "movingWhenAppearing": { child, _ in child.movingWhenAppearing.map { $0 ? "moving" : "still" }.joined(separator: " ") },
            "adopt": { child, arguments in
                guard let other = arguments.controller(0) else { return nil }
                child.addChild(other)
                return nil
            },
        ])
        Stagehand.register(ForgetfulChild.self, as: "Forgetful")
        Stagehand.register(MenuContainerViewController.self, as: "Menu", methods: [
            "show": { menu, arguments in arguments.controller(0).map { menu.show($0) } },
            "switchTo": { menu, arguments in arguments.controller(0).map { menu.switchTo($0) } },
        ])
        Stagehand.register(FormTableViewController.self, as: "SeedForm", methods: [
            "setViewControllerCellHidden": { form, arguments in form.setViewControllerCellHidden(arguments.bool(0)) },
            "child": { form, _ in form.containerViewController },
            "childHasFocus": { form, _ in form.containerViewController?.textField.isFirstResponder ?? false },
        ]) { FormTableViewController(coder: SeedContainerTests.formScene()) }
        Stagehand.register(SizingContainer.self, as: "SizingContainer", methods: [
            "badge": { container, _ in container.badge },
            "hooks": { container, _ in container.badge.hooks.joined(separator: ", ") },
            "clearHooks": { container, _ in container.badge.hooks = []; return nil },
            "removeBadge": { container, _ in container.badge.removeFromSuperview(); return nil },
            "preferChildHeight": { container, arguments in
                container.child.preferredContentSize = CGSize(width: 0, height: arguments.number(0) ?? 0)
                return nil
            },
            "heard": { container, _ in container.heard.joined(separator: ", ") },
            "childHeight": { container, _ in container.child.view.frame.height },
        ]) { SizingContainer() }
        Stagehand.register(FancyTabs.self, as: "FancyTabs", methods: [
            "barIsFancy": { tabs, _ in tabs.tabBar === tabs.fancy && tabs.fancy.delegate === tabs },
            "tabBarsInView": { tabs, _ in tabs.view.subviews.filter { $0 is UITabBar }.count },
            "itemTitles": { tabs, _ in (tabs.tabBar.items ?? []).compactMap(\.title).joined(separator: ", ") },
            "selectedTitle": { tabs, _ in tabs.selectedViewController?.title ?? "" },
        ]) { FancyTabs() }
        Stagehand.register(StyledPanel.self, as: "StyledPanel", methods: [
            "caption": { panel, _ in panel.caption },
            "contentHolds": { panel, _ in panel.backdrop.contentView.superview === panel.backdrop && panel.caption.superview === panel.backdrop.contentView },
            "resizeBackdrop": { panel, arguments in
                panel.backdrop.frame = CGRect(x: 0, y: 0, width: arguments.number(0) ?? 0, height: arguments.number(1) ?? 0)
                return nil
            },
            "contentSize": { panel, _ in "\(Int(panel.backdrop.contentView.frame.width))x\(Int(panel.backdrop.contentView.frame.height))" },
            "useTextStyle": { panel, arguments in panel.useTextStyle(arguments.string(0) ?? ""); return nil },
            "captionLineHeight": { panel, _ in panel.caption.font.lineHeight },
        ]) { StyledPanel() }
        Stagehand.register(SupportSheet.self, as: "SupportSheet", methods: [
            "scrollTo": { sheet, arguments in sheet.scrollView.contentOffset = CGPoint(x: 0, y: arguments.number(0) ?? 0); return nil },
            "log": { sheet, _ in sheet.log.joined(separator: ", ") },
            "roundTopCorners": { sheet, arguments in sheet.roundTopCorners(radius: arguments.number(0) ?? 0) },
            "select": { sheet, _ in sheet.select(); return nil },
            "environment": { sheet, _ in sheet.environment },
            "presentList": { sheet, arguments in sheet.presentList(clearingSelection: arguments.bool(0)); return nil },
            "listSelection": { sheet, _ in sheet.listSelection },
            "splitControllers": { _, _ in SupportSheet.splitControllers() },
            "dockPanel": { sheet, arguments in sheet.dockPanel(fraction: arguments.number(0) ?? 0) },
        ]) { SupportSheet(nibName: nil, bundle: nil) }
    }

    @Test("V3: each scenario of scenarios/ drives the Swift containers and passes",
          arguments: Stagehand.scenarios(at: "scenarios", registering: registerClasses))
    @MainActor
    func scenario(_ scenario: Stagehand.Scenario) throws {
        try scenario.run()
    }

    @Test("V3: a scenario run off the main actor fails with a clear message, without calling the @MainActor classes")
    func offTheMainActorFailsClearly() throws {
        Self.registerClasses()
        var runner = ScenarioRunner()
        runner.extensions = Stagehand.extensions
        let source = """
        scenario("makes a Swift controller", function(app)
          local child = Child{}
          app.window.rootViewController = child
        end)
        """
        // A thread of its own: neither the main thread nor the main queue.
        let offMainRunner = runner
        nonisolated(unsafe) var results: [ScenarioResult] = []
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            results = offMainRunner.run(source: source, file: "offmain.lua")
            done.signal()
        }
        thread.start()
        done.wait()
        let result = try #require(results.first)
        #expect(result.status == .error)
        #expect(result.message.contains("making Child reached the app's classes off the main actor: UIKit's classes are @MainActor, so run the scenario from the main actor (mark the test @MainActor)"))
    }

    @Test("V3: an exception raised in Swift fails the scenario at the script's line, with UIKit's message")
    @MainActor
    func exceptionFailsTheScenario() throws {
        Self.registerClasses()
        var runner = ScenarioRunner()
        runner.extensions = Stagehand.extensions
        let source = """
        scenario("adds an ancestor", function(app)
          local parent = Child{}
          app.window.rootViewController = parent
          local child = Child{}
          parent:addChild(child)
          child:adopt(parent)
        end)
        """
        let results = runner.run(source: source, file: "exception.lua")
        let result = try #require(results.first)
        #expect(result.status == .error)
        #expect(result.message.hasPrefix("exception.lua:6: uncaught exception: NSInvalidArgumentException: child view controller:<ChildViewController> cannot be added"))
    }
}
