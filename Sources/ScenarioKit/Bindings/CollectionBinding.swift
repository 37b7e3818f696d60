import HeadlessUIKit
import LuaBridge

/// `CollectionView` and `CollectionViewCell`.
enum CollectionBinding {
    static func makeCellClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "CollectionViewCell", superclass: superclass, swiftType: CollectionViewCell.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "collection view cells come from collectionView:dequeueReusableCell(identifier, indexPath)")
        }
        cls.property("reuseIdentifier") { object, _ in .string((object as? CollectionViewCell)?.reuseIdentifier ?? "") }
        CellBinding.addReusableMembers(to: cls, item: true)
        return cls
    }

    static func makeClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "CollectionView", superclass: superclass, swiftType: CollectionView.self)
        cls.constructorKeys = ["name", "frame", "itemSize", "dataSource", "delegate"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            let frameValue = state.tableGet(arguments, "frame")
            let frame = frameValue.isNil ? Rect(x: 0, y: 0, width: 375, height: 667) : try Rect(lua: frameValue, in: state, what: "frame")
            let sizeValue = state.tableGet(arguments, "itemSize")
            guard case .table = sizeValue else { throw LuaError(message: "CollectionView needs itemSize = {width=, height=}") }
            let size = try Rect(lua: sizeValue, in: state, what: "itemSize").size
            guard size.width > 0, size.height > 0 else { throw LuaError(message: "itemSize must have a positive width and height") }
            let view = CollectionView(app: environment.app, name: ViewBinding.name(arguments, state, default: className), frame: frame, itemSize: size)
            try setDataSource(view, state.tableGet(arguments, "dataSource"), environment)
            try ScrollBinding.setDelegate(view, state.tableGet(arguments, "delegate"), environment)
            return view
        }
        func cv(_ object: AnyObject) -> CollectionView? { object as? CollectionView }
        cls.scriptTargetProperty(.dataSource, of: CollectionView.self, set: setDataSource)
        cls.property("visibleItems") { object, state in
            state.array(cv(object)?.visibleItems.map { CallbackArguments.luaIndexPath($0, in: state, item: true) } ?? [])
        }
        cls.method("register") { call throws(LuaError) in
            let view = try call.object(1, CollectionView.self, expected: "CollectionView")
            let identifier = try call.string(2)
            view.register(identifier)
            if !call.isNil(3) {
                guard case .table = call.value(3) else { throw call.typeError(3, expected: "a subclass of CollectionViewCell") }
                try call.environment.cellClasses[CellClassKey(view: ObjectIdentifier(view), identifier: identifier)] = call.value(3)
            }
            return 0
        }
        cls.method("dequeueReusableCell") { call throws(LuaError) in
            let view = try call.object(1, CollectionView.self, expected: "CollectionView")
            let identifier = try call.string(2)
            let indexPath = try CallbackArguments.indexPath(call, 3)
            let cell = try engine(call, "\(view.name):dequeueReusableCell(\(identifier))") { () throws(EngineError) in
                try view.dequeueReusableCell(identifier, for: indexPath)
            }
            // A new cell of an identifier registered with a Lua subclass is of that subclass.
            if let cellClass = try call.environment.cellClasses[CellClassKey(view: ObjectIdentifier(view), identifier: identifier)] {
                call.state.adopt(cell, asInstanceOf: cellClass)
            }
            call.push(.object(cell))
            return 1
        }
        cls.method("cellForItem") { call throws(LuaError) in
            let view = try call.object(1, CollectionView.self, expected: "CollectionView")
            call.push(view.cellForItem(at: try CallbackArguments.indexPath(call, 2)).map { .object($0) } ?? .nil)
            return 1
        }
        cls.engineAction("reloadData", CollectionView.self) { $0.reloadData() }
        SharedMembers.addUpdates(to: cls, CollectionView.self, noun: "Item") { view, update throws(EngineError) in
            switch update {
            case .insert(let paths): try view.insertItems(paths)
            case .delete(let paths): try view.deleteItems(paths)
            case .reload(let paths): try view.reloadItems(paths)
            case .move(let from, let to): try view.moveItem(from: from, to: to)
            }
        }
        cls.method("performBatchUpdates") { call throws(LuaError) in
            let view = try call.object(1, CollectionView.self, expected: "CollectionView")
            return try performBatchUpdates(call, view.name, view.performBatchUpdates)
        }
        return cls
    }

    private static func setDataSource(_ view: CollectionView, _ value: LuaValue, _ environment: ScenarioEnvironment) throws(LuaError) {
        try environment.setScriptTarget(value, as: .dataSource, of: view, hearing: [.collectionDataSource]) { view.dataSource = $0 }
        view.reloadData()
    }
}

/// A collection view's identifier, under which `register(identifier, Class)` keeps a cell class.
struct CellClassKey: Hashable {
    let view: ObjectIdentifier
    let identifier: String
}
