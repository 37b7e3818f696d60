import HeadlessUIKit
import LuaBridge

/// How engine callbacks cross into Lua and back: their arguments as Lua values, a script's
/// arguments as callbacks, and an override's return value as the engine's answer.
enum CallbackArguments {
    /// The Lua arguments (after `self`, and after the sender when the receiver takes one) of
    /// `callback`, each converted as its parameter's kind says (a collection view's index
    /// path has `item` as well as `row`).
    static func lua(for callback: Callback, in state: LuaState) -> [LuaValue] {
        zip(callback.spec.parameters, callback.arguments).map { parameter, argument in
            switch argument {
            case .bool(let flag): .boolean(flag)
            case .string(let text): .string(text)
            case .controller(let controller): controller.map { .object($0) } ?? .nil
            case .controllers(let controllers): state.array(controllers.map { .object($0) })
            case .segue(let segue): luaSegue(segue, in: state)
            case .int(let number): .integer(number)
            case .indexPath(let indexPath): luaIndexPath(indexPath, in: state, item: parameter.kind == .itemIndexPath)
            case .size(let size): size.luaValue(in: state)
            case .traits(let traits): traits.luaValue(in: state)
            case .coordinator(let coordinator): .object(coordinator)
            case .text(let text): .string(text)
            case .transitionContext(let context): .object(context)
            case .point(let point): luaPoint(point, in: state)
            case .view(let view): .object(view)
            case .animator(let animator): (animator as? LuaCallbackTarget)?.value ?? .nil
            case .touch(let touch): .object(touch)
            case .gestureRecognizer(let recognizer): .object(recognizer)
            }
        }
    }

    /// The callback `name` with its arguments read from a script's call (after `self`, at
    /// index 1), as the registry's parameters say.
    static func callback(_ name: Callback.Name, from call: LuaCall) throws(LuaError) -> Callback {
        var arguments: [Callback.Argument] = []
        for (offset, parameter) in name.spec.parameters.enumerated() {
            let index = offset + 2
            switch parameter.kind {
            case .bool: arguments.append(.bool(try call.strictBool(index, default: false)))
            case .string: arguments.append(.string(try call.string(index)))
            case .optionalController:
                arguments.append(.controller(try call.optionalObject(index, ViewController.self, expected: "ViewController")))
            case .controller:
                arguments.append(.controller(try call.object(index, ViewController.self, expected: "ViewController")))
            case .controllers: arguments.append(.controllers(try controllers(call, index)))
            case .segue: arguments.append(.segue(try segue(call, index)))
            case .int: arguments.append(.int(try call.int(index)))
            case .indexPath, .itemIndexPath: arguments.append(.indexPath(try indexPath(call, index)))
            case .size: arguments.append(.size(try Size(lua: call.value(index), in: call.state, what: parameter.name)))
            case .traits: arguments.append(.traits(try TraitCollection(lua: call.value(index), in: call.state, what: parameter.name)))
            case .coordinator:
                arguments.append(.coordinator(try call.object(index, TransitionCoordinator.self, expected: "TransitionCoordinator")))
            case .column, .displayMode, .presentationStyle: arguments.append(.text(try call.string(index)))
            case .animator, .transitionContext:
                throw call.argumentError(index, "\(parameter.name) cannot be passed to a controller callback")
            case .point: arguments.append(.point(try point(call.value(index), in: call.state, what: parameter.name)))
            case .view: arguments.append(.view(try call.object(index, View.self, expected: "View")))
            case .touch: arguments.append(.touch(try call.object(index, Touch.self, expected: "Touch")))
            case .gestureRecognizer:
                arguments.append(.gestureRecognizer(try call.object(index, GestureRecognizer.self, expected: "GestureRecognizer")))
            }
        }
        return Callback(name, arguments: arguments)
    }

    /// A list of controllers from a script's array.
    static func controllers(_ call: LuaCall, _ index: Int) throws(LuaError) -> [ViewController] {
        var controllers: [ViewController] = []
        for (offset, value) in call.state.arrayValues(try call.table(index)).enumerated() {
            guard let controller = value.asObject(ViewController.self) else {
                throw call.argumentError(index, "element \(offset + 1) is a \(value.typeName), not a ViewController")
            }
            controllers.append(controller)
        }
        return controllers
    }

    /// A segue from a script's table `{identifier=, destination=}`; the source is `self`.
    private static func segue(_ call: LuaCall, _ index: Int) throws(LuaError) -> Segue {
        let source = try call.object(1, ViewController.self, expected: "ViewController")
        let table = try call.table(index)
        guard let identifier = call.state.tableGet(table, "identifier").asString else {
            throw call.argumentError(index, "segue.identifier must be a string")
        }
        guard let destination = call.state.tableGet(table, "destination").asObject(ViewController.self) else {
            throw call.argumentError(index, "segue.destination must be a ViewController")
        }
        return Segue(identifier: identifier, source: source, destination: destination)
    }

    /// `{identifier=, source=, destination=}`.
    static func luaSegue(_ segue: Segue, in state: LuaState) -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "identifier", .string(segue.identifier))
        state.tableSet(table, "source", .object(segue.source))
        state.tableSet(table, "destination", .object(segue.destination))
        return table
    }

    /// Pushes what a callback returned to Lua; returns the result count.
    static func push(_ value: CallbackValue, to call: LuaCall) -> Int {
        switch value {
        case .nothing: return 0
        case .number(let number): call.push(LuaValue(number: number))
        case .view(let view): call.push(.object(view))
        case .flag(let answer): call.push(.boolean(answer))
        case .controller(let controller): call.push(.object(controller))
        case .text(let text): call.push(.string(text))
        case .receiver(let receiver): call.push((receiver as? LuaCallbackTarget)?.value ?? .object(receiver))
        case .rect(let rect): call.push(rect.luaValue(in: call.state))
        case .point(let point): call.push(luaPoint(point, in: call.state))
        case .propertyAnimator(let animator): call.push(.object(animator))
        }
        return 1
    }

    /// `{x=, y=}`.
    static func luaPoint(_ point: Point, in state: LuaState) -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "x", LuaValue(number: point.x))
        state.tableSet(table, "y", LuaValue(number: point.y))
        return table
    }

    /// Reads `{x=, y=}` (missing fields are 0).
    static func point(_ value: LuaValue, in state: LuaState, what: String) throws(LuaError) -> Point {
        let numbers = try luaNumbers(value, ["x", "y"], in: state, what: what)
        return Point(x: numbers[0], y: numbers[1])
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
