import HeadlessUIKit
import LuaBridge

/// `ScrollView`: the superclass of `TableView` and `CollectionView` in Lua (rules Q1-Q4).
enum ScrollBinding {
    static func makeClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "ScrollView", superclass: superclass, swiftType: ScrollView.self)
        cls.constructorKeys = ["name", "frame", "contentSize", "delegate"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            let frameValue = state.tableGet(arguments, "frame")
            let frame = frameValue.isNil ? Rect(x: 0, y: 0, width: 375, height: 667) : try Rect(lua: frameValue, in: state, what: "frame")
            let view = ScrollView(app: environment.app, name: ViewBinding.name(arguments, state, default: className), frame: frame)
            let size = state.tableGet(arguments, "contentSize")
            if !size.isNil { view.contentSize = try Size(lua: size, in: state, what: "contentSize") }
            try setDelegate(view, state.tableGet(arguments, "delegate"), environment)
            return view
        }
        func scroll(_ object: AnyObject) -> ScrollView? { object as? ScrollView }
        SharedMembers.addContentOffset(to: cls, ScrollView.self)
        cls.property("contentSize", get: { object, state in
            (scroll(object)?.contentSize ?? .zero).luaValue(in: state)
        }, set: { object, value, state throws(LuaError) in
            scroll(object)?.contentSize = try Size(lua: value, in: state, what: "contentSize")
        })
        cls.property("contentInset", get: { object, state in (scroll(object)?.contentInset ?? .zero).luaValue(in: state) },
                     set: { object, value, state throws(LuaError) in
                         scroll(object)?.contentInset = try EdgeInsets(lua: value, in: state, what: "contentInset")
                     })
        cls.property("contentLayoutGuide") { object, _ in scroll(object).map { .object($0.contentLayoutGuide) } ?? .nil }
        cls.property("frameLayoutGuide") { object, _ in scroll(object).map { .object($0.frameLayoutGuide) } ?? .nil }
        cls.property("adjustedContentInset") { object, state in (scroll(object)?.adjustedContentInset ?? .zero).luaValue(in: state) }
        cls.property("isDragging") { object, _ in .boolean(scroll(object)?.isDragging ?? false) }
        cls.property("isDecelerating") { object, _ in .boolean(scroll(object)?.isDecelerating ?? false) }
        cls.property("isTracking") { object, _ in .boolean(scroll(object)?.isTracking ?? false) }
        // Rule G15: the pan that drags the content.
        cls.property("panGestureRecognizer") { object, _ in scroll(object).map { .object($0.panGestureRecognizer) } ?? .nil }
        // Rules Q5-Q8, G13: what a finger's drag does.
        let flags: [(String, ReferenceWritableKeyPath<ScrollView, Bool>)] = [
            ("isScrollEnabled", \.isScrollEnabled), ("isPagingEnabled", \.isPagingEnabled), ("bounces", \.bounces),
            ("alwaysBounceVertical", \.alwaysBounceVertical), ("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
            ("delaysContentTouches", \.delaysContentTouches), ("canCancelContentTouches", \.canCancelContentTouches),
            ("isDirectionalLockEnabled", \.isDirectionalLockEnabled),
        ]
        for (key, path) in flags {
            cls.property(key, get: { object, _ in .boolean(scroll(object)?[keyPath: path] ?? false) },
                         set: { object, value, _ throws(LuaError) in
                             guard case .boolean(let flag) = value else { throw LuaError(message: "\(key) must be a boolean, got \(value.typeName)") }
                             scroll(object)?[keyPath: path] = flag
                         })
        }
        cls.property("decelerationRate", get: { object, _ in LuaValue(number: scroll(object)?.decelerationRate ?? ScrollView.decelerationRate) },
                     set: { object, value, _ throws(LuaError) in
                         let rate: Double? = switch value.asString {
                         case "normal": ScrollView.decelerationRate
                         case "fast": 0.99
                         default: value.asString == nil ? value.asDouble : nil
                         }
                         guard let rate, rate > 0, rate < 1 else {
                             throw LuaError(message: "decelerationRate must be \"normal\", \"fast\" or a number between 0 and 1, got \(value.shownInMessage)")
                         }
                         scroll(object)?.decelerationRate = rate
                     })
        cls.scriptTargetProperty(.delegate, of: ScrollView.self, set: setDelegate)
        cls.method("drag") { call throws(LuaError) in
            let view = try call.object(1, ScrollView.self, expected: "ScrollView")
            let options = try call.table(2)
            let toValue = call.state.tableGet(options, "to")
            guard case .table = toValue else { throw call.argumentError(2, "drag needs to = {x=, y=}") }
            let target = try CallbackArguments.point(toValue, in: call.state, what: "to")
            let velocityValue = call.state.tableGet(options, "velocity")
            let velocity = velocityValue.isNil ? Point.zero : try CallbackArguments.point(velocityValue, in: call.state, what: "velocity")
            try engine(call, "\(view.name):drag()") { view.drag(to: target, velocity: velocity) }
            return 0
        }
        cls.method("setContentOffset") { call throws(LuaError) in
            let view = try call.object(1, ScrollView.self, expected: "ScrollView")
            let offset = try CallbackArguments.point(call.value(2), in: call.state, what: "offset")
            let animated = try call.strictBool(3, default: false)
            try engine(call, "\(view.name):setContentOffset()") { view.setContentOffset(offset, animated: animated) }
            return 0
        }
        return cls
    }

    /// Sets a scroll view's (or collection view's) delegate: a table or controller.
    static func setDelegate(_ view: ScrollView, _ value: LuaValue, _ environment: ScenarioEnvironment) throws(LuaError) {
        let receivers: [Callback.Spec.Receiver] = view is CollectionView ? [.collectionDelegate, .scrollViewDelegate] : [.scrollViewDelegate]
        try environment.setScriptTarget(value, as: .delegate, of: view, hearing: receivers) { view.delegate = $0 }
    }
}
