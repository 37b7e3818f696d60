import HeadlessUIKit
import ScenarioKit

/// **overhead**: one 200-operation scenario run the way `stagehand run` runs it (a fresh Lua
/// state and app, the prelude, the file, the scenario), against the same 200 operations called
/// on the engine from Swift with a fresh app. The ratio is the harness's price.
///
/// The operations: make a root (1), set it as the window's root (1), run (1); 33 times, make a
/// child, addChild, addSubview, didMoveToParent (132); for 21 of them, willMoveToParent(nil),
/// removeFromSuperview, removeFromParent (63); run (1); mark (1). 200 in all.
struct OverheadBenchmark {
    var runs: Int
    /// Scenarios per timing, so that one timing is long enough to measure.
    var repetitions: Int

    static let scenario = """
    scenario("200 operations", function(app)
      local root = ViewController{ name = "Root" }
      app.window.rootViewController = root
      app:run()
      local children = {}
      for i = 1, 33 do
        local child = ViewController{ name = "Child" }
        root:addChild(child)
        root.view:addSubview(child.view)
        child:didMoveToParent(root)
        children[i] = child
      end
      for i = 1, 21 do
        local child = children[i]
        child:willMoveToParent(nil)
        child.view:removeFromSuperview()
        child:removeFromParent()
      end
      app:run()
      app:mark()
    end)
    """

    static func direct() throws {
        let app = App()
        let root = ViewController(app: app, name: "Root")
        try app.window.setRootViewController(root)
        try app.run()
        var children: [ViewController] = []
        for _ in 0..<33 {
            let child = ViewController(app: app, name: "Child")
            try root.addChild(child)
            try root.view.addSubview(child.view)
            child.sendFromScript(.didMoveToParent, .controller(root))
            children.append(child)
        }
        for child in children.prefix(21) {
            child.sendFromScript(.willMoveToParent, .controller(nil))
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        try app.run()
        app.mark()
    }

    func run() -> BenchResult {
        let runner = ScenarioRunner(limits: BenchLimits.unlimited)
        let times = Measurement.interleavedMedians(runs: runs, [
            { for _ in 0..<repetitions { _ = runner.run(source: Self.scenario, file: "overhead.lua") } },
            { for _ in 0..<repetitions { try? Self.direct() } },
        ])
        let lua = times[0], swift = times[1]
        let perScenario = lua / Double(repetitions)
        return BenchResult(name: "overhead", median_s: perScenario, rate: 200 / perScenario,
                           ratio: lua / swift, peak_rss_bytes: Measurement.peakResidentBytes)
    }
}
