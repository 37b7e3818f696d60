import HeadlessUIKit
import LuaBridge

/// `TableViewController` with static sections, its `TableView`, and `TableViewCell`.
enum TableBinding {
    static func makeControllerClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TableViewController", superclass: superclass, swiftType: TableViewController.self)
        cls.constructorKeys = ["name", "sections"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            let sections = try staticSections(state.tableGet(arguments, "sections"), state, environment)
            return TableViewController(app: environment.app, name: ViewBinding.name(arguments, state, default: className), sections: sections)
        }
        cls.property("tableView") { object, state in
            guard let controller = object as? TableViewController, let app = state.environment?.app else { return .nil }
            if controller.isViewLoaded { return controller.tableView.map { .object($0) } ?? .nil }
            return app.withCause("the script read \(controller.name).tableView") { controller.tableView.map { .object($0) } ?? .nil }
        }
        cls.method("cell") { call throws(LuaError) in
            let controller = try call.object(1, TableViewController.self, expected: "TableViewController")
            let id = try call.string(2)
            guard let cell = try call.app.withCause("\(call.callerLocation) \(controller.name):cell(\(id))", { controller.cell(id) }) else {
                throw call.argumentError(2, "no static row with id '\(id)'")
            }
            call.push(.object(cell))
            return 1
        }
        ViewControllerBinding.addCallbacks(of: .tableViewController, to: cls)
        return cls
    }

    /// Reads `sections = { { rows = { {id=, height=, embed=}, ... } }, ... }`.
    private static func staticSections(_ value: LuaValue, _ state: LuaState, _ environment: ScenarioEnvironment) throws(LuaError) -> [[StaticRow]] {
        if value.isNil { return [] }
        guard case .table = value else { throw LuaError(message: "sections must be an array of {rows = {...}}, got \(value.typeName)") }
        var sections: [[StaticRow]] = []
        var ids = Set<String>()
        for (sectionIndex, section) in state.arrayValues(value).enumerated() {
            let rowsValue = state.tableGet(section, "rows")
            guard case .table = rowsValue else {
                throw LuaError(message: "sections[\(sectionIndex + 1)].rows must be an array of rows")
            }
            var rows: [StaticRow] = []
            for (rowIndex, row) in state.arrayValues(rowsValue).enumerated() {
                let where_ = "sections[\(sectionIndex + 1)].rows[\(rowIndex + 1)]"
                guard let id = state.tableGet(row, "id").asString else { throw LuaError(message: "\(where_).id must be a string") }
                guard ids.insert(id).inserted else { throw LuaError(message: "\(where_): duplicate row id '\(id)'") }
                let heightValue = state.tableGet(row, "height")
                let height = heightValue.isNil ? nil : try points(heightValue, "\(where_).height")
                rows.append(StaticRow(id: id, height: height, embed: try embedMaker(state.tableGet(row, "embed"), where_, environment)))
            }
            sections.append(rows)
        }
        return sections
    }

    /// `embed = Class` makes an instance when the table's view loads; `embed = instance` uses it.
    private static func embedMaker(_ value: LuaValue, _ where_: String, _ environment: ScenarioEnvironment) throws(LuaError) -> (() -> ViewController?)? {
        switch value {
        case .nil:
            return nil
        case .object(let controller as ViewController):
            return { controller }
        case .table:
            return { [unowned environment] in
                environment.state.callFromHost(value, [])?.first?.asObject(ViewController.self)
            }
        default:
            throw LuaError(message: "\(where_).embed must be a ViewController class or instance, got \(value.typeName)")
        }
    }

    static func makeTableViewClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TableView", superclass: superclass, swiftType: TableView.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "a TableView comes with its TableViewController: use controller.tableView")
        }
        func table(_ object: AnyObject) -> TableView? { object as? TableView }
        cls.method("scrollToRow") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            let indexPath = try CallbackArguments.indexPath(call, 2)
            let name = call.isNil(3) ? "none" : try call.string(3)
            guard let position = TableView.ScrollPosition(rawValue: name) else {
                throw call.argumentError(3, "position must be \"none\", \"top\", \"middle\" or \"bottom\", got \"\(name)\"")
            }
            let animated = try call.strictBool(4, default: false)
            try engine(call, "\(tableView.name):scrollToRow(\(indexPath))") { () throws(EngineError) in
                try tableView.scrollToRow(indexPath, at: position, animated: animated)
            }
            return 0
        }
        cls.property("visibleRows") { object, state in
            state.array(table(object)?.visibleRows.map { CallbackArguments.luaIndexPath($0, in: state) } ?? [])
        }
        cls.property("contentHeight") { object, _ in LuaValue(number: table(object)?.contentHeight ?? 0) }
        cls.engineAction("reloadData", TableView.self) { $0.reloadData() }
        cls.engineAction("beginUpdates", TableView.self) { $0.beginUpdates() }
        cls.engineAction("endUpdates", TableView.self) { tableView throws(EngineError) in try tableView.endUpdates() }
        cls.property("rowHeight", get: { object, _ in LuaValue(number: table(object)?.rowHeight ?? 44) },
                     set: { object, value, _ throws(LuaError) in
                         guard let height = value.asDouble, height.isFinite, height >= 0 || height == TableView.automaticDimension else {
                             throw LuaError(message: "rowHeight must be a number of points or automaticDimension")
                         }
                         table(object)?.rowHeight = height
                     })
        cls.property("estimatedRowHeight", get: { object, _ in LuaValue(number: table(object)?.estimatedRowHeight ?? 0) },
                     set: { object, value, _ throws(LuaError) in
                         table(object)?.estimatedRowHeight = try points(value, "estimatedRowHeight")
                     })
        cls.method("registerPrototypes") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            var cells: [TableViewCell] = []
            for (index, value) in call.state.arrayValues(try call.table(2)).enumerated() {
                guard let cell = value.asObject(TableViewCell.self), cell.reuseIdentifier != nil else {
                    throw call.argumentError(2, "element \(index + 1) must be a TableViewCell with a reuseIdentifier")
                }
                cells.append(cell)
            }
            tableView.registerPrototypes(cells)
            return 0
        }
        cls.method("cellPrototype") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            call.push(tableView.cellPrototype(try call.string(2)).map { .object($0) } ?? .nil)
            return 1
        }
        cls.method("dequeueReusableCell") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            let identifier = try call.string(2)
            let indexPath = try CallbackArguments.indexPath(call, 3)
            let cell = try engine(call, "\(tableView.name):dequeueReusableCell(\(identifier))") { () throws(EngineError) in
                try tableView.dequeueReusableCell(identifier, for: indexPath)
            }
            // A new copy of a prototype made from a Lua subclass is of that subclass (rule U1).
            if let prototype = tableView.cellPrototype(identifier) {
                call.state.adopt(cell, asInstanceOf: call.state.classTable(ofObject: prototype))
            }
            call.push(.object(cell))
            return 1
        }
        SharedMembers.addUpdates(to: cls, TableView.self, noun: "Row") { tableView, update throws(EngineError) in
            switch update {
            case .insert(let paths): try tableView.insertRows(paths)
            case .delete(let paths): try tableView.deleteRows(paths)
            case .reload(let paths): try tableView.reloadRows(paths)
            case .move(let from, let to): try tableView.moveRow(from: from, to: to)
            }
        }
        for (verb, apply) in [("insert", TableView.insertSections), ("delete", TableView.deleteSections), ("reload", TableView.reloadSections)] {
            cls.method("\(verb)Sections") { call throws(LuaError) in
                let tableView = try call.object(1, TableView.self, expected: "TableView")
                var sections: [Int] = []
                for (index, value) in call.state.arrayValues(try call.table(2)).enumerated() {
                    guard let section = value.asInt else { throw call.argumentError(2, "element \(index + 1) must be a section number") }
                    sections.append(section)
                }
                try engine(call, "\(tableView.name):\(verb)Sections(\(sections.count))") { () throws(EngineError) in
                    try apply(tableView)(sections)
                }
                return 0
            }
        }
        cls.method("performBatchUpdates") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            return try performBatchUpdates(call, tableView.name, tableView.performBatchUpdates)
        }
        cls.method("selectRow") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            let indexPath = call.isNil(2) ? nil : try CallbackArguments.indexPath(call, 2)
            let animated = try call.strictBool(3, default: false)
            try engine(call, "\(tableView.name):selectRow()") { () throws(EngineError) in
                try tableView.selectRow(indexPath, animated: animated)
            }
            return 0
        }
        cls.method("deselectRow") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            let indexPath = try CallbackArguments.indexPath(call, 2)
            let animated = try call.strictBool(3, default: false)
            tableView.deselectRow(indexPath, animated: animated)
            return 0
        }
        cls.method("tapRow") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            let indexPath = try CallbackArguments.indexPath(call, 2)
            let tapped = try engine(call, "\(tableView.name):tapRow(\(indexPath))") { () throws(EngineError) in
                try tableView.tapRow(indexPath)
            }
            call.push(.boolean(tapped))
            return 1
        }
        cls.property("indexPathForSelectedRow") { object, state in
            table(object)?.selectedRow.map { CallbackArguments.luaIndexPath($0, in: state) } ?? .nil
        }
        for (name, rect) in [("rectForHeader", TableView.rectForHeader), ("rectForFooter", TableView.rectForFooter)] {
            cls.method(name) { call throws(LuaError) in
                let tableView = try call.object(1, TableView.self, expected: "TableView")
                let section = try call.int(2)
                let found = try engine(call, "\(tableView.name):\(name)(\(section))") { rect(tableView)(section) }
                call.push(found?.luaValue(in: call.state) ?? .nil)
                return 1
            }
        }
        cls.method("rectForRow") { call throws(LuaError) in
            let tableView = try call.object(1, TableView.self, expected: "TableView")
            let indexPath = try CallbackArguments.indexPath(call, 2)
            let rect = try engine(call, "\(tableView.name):rectForRow(\(indexPath))") { tableView.rectForRow(indexPath) }
            call.push(rect?.luaValue(in: call.state) ?? .nil)
            return 1
        }
        return cls
    }

    static func makeCellClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TableViewCell", superclass: superclass, swiftType: TableViewCell.self)
        CellBinding.configureCellClass(cls)
        CellBinding.addReusableMembers(to: cls, item: false)
        cls.property("rowID") { object, _ in (object as? TableViewCell)?.rowID.map { .string($0) } ?? .nil }
        return cls
    }
}
