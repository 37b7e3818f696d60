import HeadlessUIKit
import LuaBridge

/// How engine callbacks cross into Lua and back: their arguments as Lua values, a script's
/// arguments as callbacks, and an override's return value as the engine's answer.
enum CallbackArguments {
    /// The Lua arguments (after `self`) of `callback`.
    static func lua(for callback: Callback, in state: LuaState) -> [LuaValue] {
        switch callback {
        case .loadView, .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .numberOfSections:
            return []
        case .viewWillAppear(let animated), .viewDidAppear(let animated),
             .viewWillDisappear(let animated), .viewDidDisappear(let animated):
            return [.boolean(animated)]
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            return [parent.map { .object($0) } ?? .nil]
        case .prepareForSegue(let segue):
            let table = state.newTable()
            state.tableSet(table, "identifier", .string(segue.identifier))
            state.tableSet(table, "source", .object(segue.source))
            state.tableSet(table, "destination", .object(segue.destination))
            return [table]
        case .numberOfRows(let section):
            return [.integer(section)]
        case .heightForRow(let indexPath), .cellForRow(let indexPath):
            return [luaIndexPath(indexPath, in: state)]
        }
    }

    /// What the engine takes from an override's first result.
    static func value(returnedBy callback: Callback, of controller: ViewController, _ result: LuaValue) throws(LuaError) -> CallbackValue {
        switch callback {
        case .numberOfSections, .numberOfRows, .heightForRow:
            guard let number = result.asDouble, number.isFinite else {
                throw LuaError(message: "\(controller.name) \(callback.name)(\(callback.traceArguments ?? "")) must return a number, got \(result.typeName)")
            }
            return .number(number)
        case .cellForRow:
            if result.isNil { return .none }
            guard let cell = result.asObject(View.self) else {
                throw LuaError(message: "\(controller.name) cellForRow(\(callback.traceArguments ?? "")) must return a cell (a View), got \(result.typeName)")
            }
            return .view(cell)
        default:
            return .none
        }
    }

    /// Pushes what a callback returned to Lua; returns the result count.
    static func push(_ value: CallbackValue, to call: LuaCall) -> Int {
        switch value {
        case .none: return 0
        case .number(let number): call.push(LuaValue(number: number))
        case .view(let view): call.push(.object(view))
        }
        return 1
    }

    /// `{section=, row=}`, or `{section=, item=}` for collection views (with `row` too).
    static func luaIndexPath(_ indexPath: IndexPath, in state: LuaState, item: Bool = false) -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "section", .integer(indexPath.section))
        state.tableSet(table, "row", .integer(indexPath.row))
        if item { state.tableSet(table, "item", .integer(indexPath.row)) }
        return table
    }

    /// Reads `{section=, row=}` (`item` is accepted for `row`).
    static func indexPath(_ call: LuaCall, _ index: Int) throws(LuaError) -> IndexPath {
        let table = call.value(index)
        guard case .table = table else { throw call.typeError(index, expected: "index path {section=, row=}") }
        let section = call.state.tableGet(table, "section").asInt
        let row = call.state.tableGet(table, "row").asInt ?? call.state.tableGet(table, "item").asInt
        guard let section, let row else {
            throw call.argumentError(index, "index path needs integer section and row")
        }
        return IndexPath(section: section, row: row)
    }

    /// An array of index paths (`row` or `item`).
    static func indexPaths(_ call: LuaCall, _ index: Int) throws(LuaError) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (offset, element) in call.state.arrayValues(try call.table(index)).enumerated() {
            guard let section = call.state.tableGet(element, "section").asInt,
                  let row = call.state.tableGet(element, "row").asInt ?? call.state.tableGet(element, "item").asInt else {
                throw call.argumentError(index, "index path \(offset + 1) needs integer section and row (or item)")
            }
            paths.append(IndexPath(section: section, row: row))
        }
        return paths
    }
}
