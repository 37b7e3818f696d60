import HeadlessUIKit
import LuaBridge

/// `Control`, `Button` and `Switch` (rules G10-G12): states, target-action with Lua targets
/// and action handlers, titles per state, a switch's value.
enum ControlBinding {
    static func makeClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "Control", superclass: superclass, swiftType: Control.self)
        cls.constructorKeys = ["name", "frame"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            Control(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className),
                    frame: try frame(arguments, state))
        }
        func control(_ object: AnyObject) -> Control? { object as? Control }
        for (key, path) in [("isEnabled", \Control.isEnabled), ("isSelected", \Control.isSelected), ("isHighlighted", \Control.isHighlighted)] {
            cls.property(key, get: { object, _ in .boolean(control(object)?[keyPath: path] ?? false) },
                         set: { object, value, _ throws(LuaError) in
                             guard case .boolean(let flag) = value else { throw LuaError(message: "\(key) must be a boolean, got \(value.typeName)") }
                             control(object)?[keyPath: path] = flag
                         })
        }
        cls.property("isTracking") { object, _ in .boolean(control(object)?.isTracking ?? false) }
        cls.property("isTouchInside") { object, _ in .boolean(control(object)?.isTouchInside ?? false) }
        cls.property("state") { object, _ in .string(control(object)?.state.traceText ?? "normal") }
        cls.property("allControlEvents") { object, state in
            state.array((control(object)?.allControlEvents ?? []).traceText.split(separator: "|").map { .string(String($0)) })
        }
        cls.method("addTarget") { call throws(LuaError) in
            let control = try call.object(1, Control.self, expected: "Control")
            let target = call.value(2)
            let action = try call.string(3)
            let events = try ControlBinding.events(call.value(4), call, argument: 4)
            switch target {
            case .nil, .table, .object: break
            default: throw call.argumentError(2, "target must be a table, an object or nil, got \(target.typeName)")
            }
            try engine(call, "\(control.name):addTarget()") { control.add(entry(target, action, events, control, call.state)) }
            return 0
        }
        cls.method("removeTarget") { call throws(LuaError) in
            let control = try call.object(1, Control.self, expected: "Control")
            let target = call.value(2)
            let action = call.isNil(3) ? nil : try call.string(3)
            let events = try ControlBinding.events(call.value(4), call, argument: 4)
            let holders = target.isNil ? [nil] : control.actions.compactMap { $0.target as? LuaActionTarget }
                .filter { $0.isSame(as: target, in: call.state) }.map { Optional($0) }
            for holder in holders { control.removeTarget(holder, selector: action, for: events) }
            return 0
        }
        cls.method("addAction") { call throws(LuaError) in
            let control = try call.object(1, Control.self, expected: "Control")
            let options = try call.table(2)
            let state = call.state
            try TouchBinding.checkKeys(options, ["identifier", "title", "handler"], state, call: call)
            let handler = state.tableGet(options, "handler")
            guard case .function = handler else { throw call.argumentError(2, "the action needs handler = function(action, sender)") }
            let events = try ControlBinding.events(call.value(3), call, argument: 3)
            let title = state.tableGet(options, "title").asString
            let given = state.tableGet(options, "identifier")
            if !given.isNil, given.asString == nil { throw call.argumentError(2, "identifier must be a string, got \(given.typeName)") }
            let identifier = given.asString ?? title ?? "action\(control.actions.count + 1)"
            state.tableSet(options, "identifier", .string(identifier))
            let run = state.callback(handler)
            control.add(.handler(identifier: identifier, events: events) { sender, _ in
                run([options, .object(sender)])
                return .performed
            })
            return 0
        }
        cls.method("removeAction") { call throws(LuaError) in
            let control = try call.object(1, Control.self, expected: "Control")
            let identifier = try call.string(2)
            control.removeHandler(identifier: identifier, for: try ControlBinding.events(call.value(3), call, argument: 3))
            return 0
        }
        cls.method("sendActions") { call throws(LuaError) in
            let control = try call.object(1, Control.self, expected: "Control")
            let events = try ControlBinding.events(call.value(2), call, argument: 2)
            try engine(call, "\(control.name):sendActions()") { control.sendActions(for: events) }
            return 0
        }
        cls.method("actions") { call throws(LuaError) in
            let control = try call.object(1, Control.self, expected: "Control")
            let target = call.value(2)
            let events = try ControlBinding.events(call.value(3), call, argument: 3)
            let names = control.actions.compactMap { entry -> String? in
                guard case .targetAction(let selector) = entry.kind, !entry.events.isDisjoint(with: events) else { return nil }
                let holder = entry.target as? LuaActionTarget
                let matches = target.isNil ? !entry.hasTarget : (holder?.isSame(as: target, in: call.state) ?? false)
                return matches ? selector : nil
            }
            call.push(names.isEmpty ? .nil : call.state.array(names.map { .string($0) }))
            return 1
        }
        return cls
    }

    static func makeButtonClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "Button", superclass: superclass, swiftType: Button.self)
        cls.constructorKeys = ["name", "frame", "title"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let title = state.tableGet(arguments, "title")
            if !title.isNil, title.asString == nil { throw LuaError(message: "Button: title must be a string, got \(title.typeName)") }
            return Button(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className),
                          frame: try frame(arguments, state), title: title.asString)
        }
        cls.property("currentTitle") { object, _ in (object as? Button)?.currentTitle.map { .string($0) } ?? .nil }
        cls.method("setTitle") { call throws(LuaError) in
            let button = try call.object(1, Button.self, expected: "Button")
            let title = call.isNil(2) ? nil : try call.string(2)
            button.setTitle(title, for: try state(call, 3))
            return 0
        }
        cls.method("title") { call throws(LuaError) in
            let button = try call.object(1, Button.self, expected: "Button")
            call.push(button.title(for: try state(call, 2)).map { .string($0) } ?? .nil)
            return 1
        }
        return cls
    }

    static func makeSwitchClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "Switch", superclass: superclass, swiftType: Switch.self)
        cls.constructorKeys = ["name", "frame", "isOn"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let on = state.tableGet(arguments, "isOn")
            if !on.isNil, case .boolean = on {} else if !on.isNil { throw LuaError(message: "Switch: isOn must be a boolean, got \(on.typeName)") }
            let frameValue = state.tableGet(arguments, "frame")
            let frame = frameValue.isNil ? Rect(x: 0, y: 0, width: 51, height: 31) : try Rect(lua: frameValue, in: state, what: "frame")
            return Switch(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className),
                          frame: frame, isOn: on.asBool)
        }
        cls.property("isOn", get: { object, _ in .boolean((object as? Switch)?.isOn ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "isOn must be a boolean, got \(value.typeName)") }
                         (object as? Switch)?.isOn = flag
                     })
        cls.method("setOn") { call throws(LuaError) in
            let control = try call.object(1, Switch.self, expected: "Switch")
            guard case .boolean(let on) = call.value(2) else { throw call.argumentError(2, "expected a boolean, got \(call.value(2).typeName)") }
            control.setOn(on, animated: try call.strictBool(3, default: false))
            return 0
        }
        return cls
    }

    static func makeSegmentedClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "SegmentedControl", superclass: superclass, swiftType: SegmentedControl.self)
        cls.constructorKeys = ["name", "frame", "items"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let itemsValue = state.tableGet(arguments, "items")
            var items: [String] = []
            if !itemsValue.isNil {
                guard case .table = itemsValue else { throw LuaError(message: "SegmentedControl: items must be a list of strings, got \(itemsValue.typeName)") }
                for item in state.arrayValues(itemsValue) {
                    guard let title = item.asString else { throw LuaError(message: "SegmentedControl: items must be strings, got \(item.shownInMessage)") }
                    items.append(title)
                }
            }
            return SegmentedControl(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className),
                                    frame: try frame(arguments, state), items: items)
        }
        func segmented(_ object: AnyObject) -> SegmentedControl? { object as? SegmentedControl }
        cls.property("selectedSegmentIndex", get: { object, _ in .integer(segmented(object)?.selectedSegmentIndex ?? -1) },
                     set: { object, value, _ throws(LuaError) in
                         guard let index = value.asInt, index >= -1 else {
                             throw LuaError(message: "selectedSegmentIndex must be an integer, -1 for none, got \(value.shownInMessage)")
                         }
                         segmented(object)?.selectedSegmentIndex = index
                     })
        cls.property("isMomentary", get: { object, _ in .boolean(segmented(object)?.isMomentary ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "isMomentary must be a boolean, got \(value.typeName)") }
                         segmented(object)?.isMomentary = flag
                     })
        cls.property("numberOfSegments") { object, _ in .integer(segmented(object)?.numberOfSegments ?? 0) }
        cls.method("titleForSegment") { call throws(LuaError) in
            let control = try call.object(1, SegmentedControl.self, expected: "SegmentedControl")
            guard let index = call.value(2).asInt else { throw call.argumentError(2, "expected an index, got \(call.value(2).shownInMessage)") }
            call.push(control.titleForSegment(at: index).map { .string($0) } ?? .nil)
            return 1
        }
        cls.method("insertSegment") { call throws(LuaError) in
            let control = try call.object(1, SegmentedControl.self, expected: "SegmentedControl")
            let title = try call.string(2)
            guard let index = call.value(3).asInt else { throw call.argumentError(3, "expected an index, got \(call.value(3).shownInMessage)") }
            control.insertSegment(withTitle: title, at: index)
            return 0
        }
        cls.method("removeSegment") { call throws(LuaError) in
            let control = try call.object(1, SegmentedControl.self, expected: "SegmentedControl")
            guard let index = call.value(2).asInt else { throw call.argumentError(2, "expected an index, got \(call.value(2).shownInMessage)") }
            control.removeSegment(at: index)
            return 0
        }
        return cls
    }

    /// A target-action entry for a Lua target: `target:action(sender)` when the target has
    /// the method; a nil target tries each responder up the chain from the control.
    private static func entry(_ target: LuaValue, _ action: String, _ events: ControlEvents, _ control: Control,
                              _ state: LuaState) -> ControlAction {
        // The same target as an entry's gets that entry's holder, so that the engine merges them.
        let holder = target.isNil ? nil
            : control.actions.compactMap { $0.target as? LuaActionTarget }.first { $0.isSame(as: target, in: state) }
                ?? LuaActionTarget(target, name: targetName(target, state))
        let run = state.answeringCallback
        return .targetAction(holder, named: holder?.name ?? "nil", selector: action, events: events) { sender, _ in
            let receivers: [LuaValue] = holder.map { [$0.value] } ?? responderChain(from: sender)
            for receiver in receivers {
                let method = member(receiver, action, state)
                guard case .function = method else { continue }
                _ = run(method)([receiver, .object(sender)])
                return .performed
            }
            // Rule G10: a nil target that no responder answers is dropped, as UIApplication's sendAction.
            guard let holder else { return .performed }
            return .unrecognized(receiverClass: holder.name)
        }
    }

    private static func member(_ receiver: LuaValue, _ name: String, _ state: LuaState) -> LuaValue {
        switch receiver {
        case .table: state.tableGet(receiver, name)
        case .object(let object): state.field(of: object, named: name)
        default: .nil
        }
    }

    /// The responders from `control` up: views and controllers (rule G2).
    private static func responderChain(from control: Control) -> [LuaValue] {
        var chain: [LuaValue] = []
        var current: Responder? = control
        while let responder = current, chain.count < 10_000 {
            chain.append(.object(responder))
            current = responder.nextResponder
        }
        return chain
    }

    private static func targetName(_ target: LuaValue, _ state: LuaState) -> String {
        switch target {
        case .object(let view as View): view.name
        case .object(let controller as ViewController): controller.name
        case .table: state.tableGet(target, "name").asString ?? "table"
        default: target.typeName
        }
    }

    /// Events: a name (`"touchUpInside"`, `"allEvents"`) or a list of names.
    static func events(_ value: LuaValue, _ call: LuaCall, argument: Int) throws(LuaError) -> ControlEvents {
        let names: [LuaValue] = if case .table = value { call.state.arrayValues(value) } else { [value] }
        var events = ControlEvents()
        for name in names {
            guard let text = name.asString, let event = ControlEvents(name: text) else {
                throw call.argumentError(argument, "events must be one of \(ControlEvents.allNames.map { "\"\($0)\"" }.joined(separator: ", ")) or a list of them, got \(name.shownInMessage)")
            }
            events.formUnion(event)
        }
        guard !events.isEmpty else { throw call.argumentError(argument, "events must not be empty") }
        return events
    }

    /// A control state by name (`"normal"` when nil).
    private static func state(_ call: LuaCall, _ index: Int) throws(LuaError) -> ControlState {
        if call.isNil(index) { return .normal }
        let value = call.value(index)
        guard let text = value.asString, let state = ControlState(name: text) else {
            throw call.argumentError(index, "state must be one of \"normal\", \(ControlState.named.map { "\"\($0.name)\"" }.joined(separator: ", ")), got \(value.shownInMessage)")
        }
        return state
    }

    static func frame(_ arguments: LuaValue, _ state: LuaState) throws(LuaError) -> Rect {
        let value = state.tableGet(arguments, "frame")
        return value.isNil ? .zero : try Rect(lua: value, in: state, what: "frame")
    }
}

/// A Lua value a control holds as a target (rule G10): the engine's entries name objects, and
/// a table is one only through this holder, which the entry's closure keeps alive.
final class LuaActionTarget {
    let value: LuaValue
    let name: String

    init(_ value: LuaValue, name: String) {
        self.value = value
        self.name = name
    }

    /// Whether `other` is this target (the same object or table).
    func isSame(as other: LuaValue, in state: LuaState) -> Bool {
        if case .object(let mine) = value, case .object(let theirs) = other { return mine === theirs }
        return state.rawEqual(value, other)
    }
}
