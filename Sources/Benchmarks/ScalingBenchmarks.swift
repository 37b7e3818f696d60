import HeadlessUIKit

/// The scaling workloads, on the engine from Swift: time per controller, row or push at
/// growing sizes, so that the growth shows (a flat `rate` is linear growth).
struct ScalingBenchmarks {
    var appearanceSizes: [Int]
    var tableSizes: [Int]
    var navigationSizes: [Int]
    var runs: Int

    func run(emit: (BenchResult) -> Void) {
        for size in appearanceSizes { emit(result("scaling-appearance", size, appearance(size))) }
        for size in tableSizes { emit(result("scaling-table-toggle", size, tableToggle(size))) }
        for size in navigationSizes { emit(result("scaling-navigation", size, navigation(size))) }
    }

    private func result(_ name: String, _ size: Int, _ time: Double) -> BenchResult {
        BenchResult(name: "\(name)-\(size)", size: size, median_s: time, rate: Double(size) / time,
                    peak_rss_bytes: Measurement.peakResidentBytes)
    }

    /// **scaling-appearance**: a tree of `size` controllers, ten children each, properly
    /// contained; timed: making the root the window's root and running the loop (every
    /// controller appears), then removing it and running again (every one disappears).
    func appearance(_ size: Int) -> Double {
        Measurement.median(runs: runs, prepare: { () -> (App, ViewController) in
            let app = App()
            var controllers = [ViewController(app: app, name: "Node")]
            var next = 0
            while controllers.count < size {
                let parent = controllers[next / 10]
                let child = ViewController(app: app, name: "Node")
                try? parent.addChild(child)
                try? parent.view.addSubview(child.view)
                child.sendFromScript(.didMoveToParent, .controller(parent))
                controllers.append(child)
                next += 1
            }
            return (app, controllers[0])
        }, { app, root in
            try? app.window.setRootViewController(root)
            try? app.run()
            try? app.window.setRootViewController(nil)
            try? app.run()
        })
    }

    /// A table of `rows` rows whose first row toggles between hidden (height 0) and shown.
    final class ToggleTable: TableViewController {
        var rows = 0
        var firstHidden = false
        override func numberOfRows(inSection section: Int) -> Int { rows }
        override func heightForRow(at indexPath: IndexPath) -> Double { indexPath.row == 0 && firstHidden ? 0 : 44 }
    }

    /// **scaling-table-toggle**: one toggle of the first row in a table of `size` rows on
    /// screen (`beginUpdates`, `endUpdates`, the run loop), as in seed 000. UIKit asks every
    /// row's height on `endUpdates`, so a toggle is linear in the rows.
    func tableToggle(_ size: Int) -> Double {
        Measurement.median(runs: runs, prepare: { () -> (App, ToggleTable) in
            let app = App()
            let table = ToggleTable(app: app, name: "Table")
            table.rows = size
            try? app.window.setRootViewController(table)
            try? app.run()
            return (app, table)
        }, { app, table in
            table.firstHidden.toggle()
            table.tableView?.beginUpdates()
            table.tableView?.endUpdates()
            try? app.run()
        })
    }

    /// **scaling-navigation**: pushing `size` controllers, one at a time, without animation,
    /// each followed by the run loop.
    func navigation(_ size: Int) -> Double {
        Measurement.median(runs: runs, prepare: { () -> (App, NavigationController?, [ViewController]) in
            let app = App()
            let navigation = try? NavigationController(app: app, name: "Nav", rootViewController: ViewController(app: app, name: "Top"))
            if let navigation { try? app.window.setRootViewController(navigation) }
            try? app.run()
            return (app, navigation, (0..<size).map { _ in ViewController(app: app, name: "Pushed") })
        }, { app, navigation, pushed in
            for controller in pushed {
                try? navigation?.pushViewController(controller, animated: false)
                try? app.run()
            }
        })
    }
}
