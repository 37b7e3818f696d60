import HeadlessUIKit

/// The scaling workloads, on the engine from Swift: time per controller, row or push at
/// growing sizes, so that the growth shows (a flat `rate` is linear growth).
struct ScalingBenchmarks {
    var appearanceSizes: [Int]
    var tableSizes: [Int]
    var navigationSizes: [Int]
    var cellScrollSizes: [Int]
    var runs: Int

    func run(emit: (BenchResult) -> Void) {
        for size in appearanceSizes { emit(result("scaling-appearance", size, appearance(size))) }
        for size in tableSizes { emit(result("scaling-table-toggle", size, tableToggle(size))) }
        for size in navigationSizes { emit(result("scaling-navigation", size, navigation(size))) }
        for size in cellScrollSizes { emit(result("scaling-cell-scroll", size, cellScroll(size))) }
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
            try? table.tableView?.endUpdates()
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

    /// A table whose every cell hosts a child controller, with the pattern of rule U2: added in
    /// `cellForRow`, removed in `didEndDisplayingCell`.
    final class HostingTable: TableViewController {
        var rows = 0
        unowned let app: App
        init(app: App, rows: Int) {
            self.app = app
            self.rows = rows
            super.init(app: app, name: "Table")
        }
        override func numberOfRows(inSection section: Int) -> Int { rows }
        override func responds(to callback: Callback.Name) -> Bool { callback == .didEndDisplayingCell }
        override func loadView() {
            super.loadView()
            if let table = tableView {
                table.registerPrototypes([TableViewCell(app: app, reuseIdentifier: "Host")])
            }
        }
        override func cellForRow(at indexPath: IndexPath) -> View? {
            guard let table = tableView, let cell = try? table.dequeueReusableCell("Host", for: indexPath) else { return nil }
            let child = ViewController(app: app, name: "Child")
            try? addChild(child)
            try? cell.contentView.addSubview(child.view)
            child.sendFromScript(.didMoveToParent, .controller(self))
            return cell
        }
        override func didEndDisplaying(_ cell: View, forRowAt indexPath: IndexPath) {
            guard let cell = cell as? ReusableCell else { return }
            for child in cell.hostedControllers {
                child.sendFromScript(.willMoveToParent, .controller(nil))
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
        }
    }

    /// **scaling-cell-scroll**: a table of `size` 44 pt rows on screen whose cells host
    /// controllers (rule U2), scrolled from top to bottom by drags of 600 pt, each followed by
    /// the run loop: every row's child is made, appears, disappears and is removed once.
    func cellScroll(_ size: Int) -> Double {
        Measurement.median(runs: runs, prepare: { () -> (App, HostingTable) in
            let app = App()
            let table = HostingTable(app: app, rows: size)
            try? app.window.setRootViewController(table)
            try? app.run()
            return (app, table)
        }, { app, table in
            guard let tableView = table.tableView else { return }
            var y = 0.0
            while y < tableView.contentSize.height - tableView.bounds.height {
                y += 600
                tableView.drag(to: Point(x: 0, y: y))
                try? app.run()
            }
        })
    }
}
