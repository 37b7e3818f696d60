import HeadlessUIKit
import LuaBridge

/// `PageViewController` (rule S7).
enum PageBinding {
    static func makeClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "PageViewController", superclass: superclass, swiftType: PageViewController.self)
        cls.constructorKeys = ["name", "transitionStyle", "dataSource", "delegate"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            let environment = try state.scenarioEnvironment()
            let styleValue = state.tableGet(arguments, "transitionStyle")
            var style = PageViewController.TransitionStyle.scroll
            if !styleValue.isNil {
                guard let text = styleValue.asString, let parsed = PageViewController.TransitionStyle(rawValue: text) else {
                    throw LuaError(message: "transitionStyle must be \"scroll\" or \"pageCurl\", got \(styleValue.asString.map { "\"\($0)\"" } ?? styleValue.typeName)")
                }
                style = parsed
            }
            let page = PageViewController(app: environment.app, name: ViewBinding.name(arguments, state, default: className), transitionStyle: style)
            try setDataSource(page, state.tableGet(arguments, "dataSource"), environment)
            try setDelegate(page, state.tableGet(arguments, "delegate"), environment)
            return page
        }
        func pages(_ object: AnyObject) -> PageViewController? { object as? PageViewController }
        cls.property("viewControllers") { object, state in state.array(pages(object)?.viewControllers.map { .object($0) } ?? []) }
        cls.property("transitionStyle") { object, _ in .string(pages(object)?.transitionStyle.rawValue ?? "scroll") }
        cls.property("isSwiping") { object, _ in .boolean(pages(object)?.currentSwipe != nil) }
        cls.property("isTransitioning") { object, _ in .boolean(pages(object)?.isTransitioning ?? false) }
        // Rule S16: the spine, which the delegate may move as the interface turns.
        cls.property("spineLocation") { object, _ in .string(pages(object)?.spineLocation.rawValue ?? "none") }
        cls.property("isDoubleSided", get: { object, _ in .boolean(pages(object)?.isDoubleSided ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "isDoubleSided must be a boolean, got \(value.typeName)") }
                         pages(object)?.isDoubleSided = flag
                     })
        cls.scriptTargetProperty(.dataSource, of: PageViewController.self, set: setDataSource)
        cls.scriptTargetProperty(.delegate, of: PageViewController.self, set: setDelegate)
        cls.method("setViewControllers") { call throws(LuaError) in
            let page = try call.object(1, PageViewController.self, expected: "PageViewController")
            let controllers = try CallbackArguments.controllers(call, 2)
            let direction = try self.direction(call, 3)
            let animated = try call.strictBool(4, default: false)
            let completion = call.isNil(5) ? nil : try call.function(5)
            let runCompletion = completion.map(call.state.callback)
            try engine(call, "\(page.name):setViewControllers(\(controllers.map(\.name).joined(separator: ", ")))") { () throws(EngineError) in
                try page.setViewControllers(controllers, direction: direction, animated: animated) { finished in
                    runCompletion?([.boolean(finished)])
                }
            }
            return 0
        }
        cls.method("swipe") { call throws(LuaError) in
            let page = try call.object(1, PageViewController.self, expected: "PageViewController")
            let direction = try self.direction(call, 2)
            var progress = 0.5, duration = PageViewController.transitionDuration
            var finish: Bool?
            if !call.isNil(3) {
                let options = try call.table(3)
                let state = call.state
                for key in ["progress", "duration"] {
                    let value = state.tableGet(options, key)
                    if value.isNil { continue }
                    guard let number = value.asDouble, number.isFinite, number >= 0, key != "progress" || number <= 1 else {
                        throw call.argumentError(3, "\(key) must be a number \(key == "progress" ? "from 0 to 1" : "not below 0"), got \(value.shownInMessage)")
                    }
                    if key == "progress" { progress = number } else { duration = number }
                }
                let finishValue = state.tableGet(options, "finish")
                if !finishValue.isNil {
                    guard case .boolean(let flag) = finishValue else {
                        throw call.argumentError(3, "finish must be a boolean, got \(finishValue.typeName)")
                    }
                    finish = flag
                }
            }
            let began = try engine(call, "\(page.name):swipe(\"\(direction.rawValue)\")") { () throws(EngineError) in
                try page.swipe(direction, progress: progress, duration: duration, finish: finish)
            }
            call.push(.boolean(began))
            return 1
        }
        cls.engineAction("finishSwipe", PageViewController.self) { $0.finishSwipe() }
        cls.engineAction("cancelSwipe", PageViewController.self) { $0.cancelSwipe() }
        return cls
    }

    private static func direction(_ call: LuaCall, _ index: Int) throws(LuaError) -> PageViewController.NavigationDirection {
        if call.isNil(index) { return .forward }
        let text = try call.string(index)
        guard let direction = PageViewController.NavigationDirection(rawValue: text) else {
            throw call.argumentError(index, "direction must be \"forward\" or \"reverse\", got \"\(text)\"")
        }
        return direction
    }

    private static func setDataSource(_ page: PageViewController, _ value: LuaValue, _ environment: ScenarioEnvironment) throws(LuaError) {
        try environment.setScriptTarget(value, as: .dataSource, of: page, hearing: [.pageDataSource]) { page.dataSource = $0 }
    }

    private static func setDelegate(_ page: PageViewController, _ value: LuaValue, _ environment: ScenarioEnvironment) throws(LuaError) {
        try environment.setScriptTarget(value, as: .delegate, of: page, hearing: [.pageDelegate]) { page.delegate = $0 }
    }
}
