import HeadlessUIKit
import LuaBridge

/// Tab bars and their items (rules I1, I2): a tab bar controller's `tabBar`, a controller's
/// `tabBarItem`, `TabBar{}` of the app's own, the user's tap on an item; and rule W11's
/// `app.areAnimationsEnabled`.
enum TabBarBinding {
    static func makeItemClass() -> LuaClass {
        let cls = LuaClass(name: "TabBarItem", swiftType: TabBarItem.self)
        cls.constructorKeys = ["title", "tag"]
        cls.constructor = { _, arguments, state throws(LuaError) in
            let title = state.tableGet(arguments, "title"), tag = state.tableGet(arguments, "tag")
            guard title.isNil || title.asString != nil else { throw LuaError(message: "TabBarItem{...}: title must be a string, got \(title.shownInMessage)") }
            guard tag.isNil || tag.asInt != nil else { throw LuaError(message: "TabBarItem{...}: tag must be an integer, got \(tag.shownInMessage)") }
            return TabBarItem(title: title.asString, tag: tag.asInt ?? 0)
        }
        func item(_ object: AnyObject) -> TabBarItem? { object as? TabBarItem }
        cls.property("title", get: { object, _ in item(object)?.title.map { .string($0) } ?? .nil },
                     set: { object, value, _ throws(LuaError) in
                         guard value.isNil || value.asString != nil else { throw LuaError(message: "title must be a string or nil, got \(value.shownInMessage)") }
                         item(object)?.title = value.asString
                     })
        cls.property("badgeValue", get: { object, _ in item(object)?.badgeValue.map { .string($0) } ?? .nil },
                     set: { object, value, _ throws(LuaError) in
                         guard value.isNil || value.asString != nil else { throw LuaError(message: "badgeValue must be a string or nil, got \(value.shownInMessage)") }
                         item(object)?.badgeValue = value.asString
                     })
        cls.property("tag", get: { object, _ in .integer(item(object)?.tag ?? 0) },
                     set: { object, value, _ throws(LuaError) in
                         guard let tag = value.asInt else { throw LuaError(message: "tag must be an integer, got \(value.shownInMessage)") }
                         item(object)?.tag = tag
                     })
        cls.property("isEnabled", get: { object, _ in .boolean(item(object)?.isEnabled ?? true) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "isEnabled must be a boolean, got \(value.typeName)") }
                         item(object)?.isEnabled = flag
                     })
        cls.describe = { object, _ in "<TabBarItem \(item(object)?.title ?? "untitled")>" }
        return cls
    }

    static func makeTabBarClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "TabBar", superclass: superclass, swiftType: TabBar.self)
        cls.constructorKeys = ["name", "frame"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            TabBar(app: try state.scenarioEnvironment().app, name: ViewBinding.name(arguments, state, default: className),
                   frame: try ControlBinding.frame(arguments, state))
        }
        func bar(_ object: AnyObject) -> TabBar? { object as? TabBar }
        cls.property("items", get: { object, state in state.array(bar(object)?.items.map { .object($0) } ?? []) },
                     set: { object, value, state throws(LuaError) in
                         guard let bar = bar(object) else { return }
                         guard case .table = value else { throw LuaError(message: "items must be a list of TabBarItems, got \(value.typeName)") }
                         var items: [TabBarItem] = []
                         for (index, value) in state.arrayValues(value).enumerated() {
                             guard let item = value.asObject(TabBarItem.self) else {
                                 throw LuaError(message: "items[\(index + 1)] must be a TabBarItem, got \(value.typeName)")
                             }
                             items.append(item)
                         }
                         do throws(EngineError) { try bar.setItems(items) } catch { throw LuaError(message: error.message) }
                     })
        cls.property("selectedItem", get: { object, _ in bar(object)?.selectedItem.map { .object($0) } ?? .nil },
                     set: { object, value, _ throws(LuaError) in
                         guard let bar = bar(object) else { return }
                         guard value.isNil || value.asObject(TabBarItem.self) != nil else {
                             throw LuaError(message: "selectedItem must be a TabBarItem or nil, got \(value.typeName)")
                         }
                         do throws(EngineError) { try bar.select(value.asObject(TabBarItem.self)) } catch { throw LuaError(message: error.message) }
                     })
        cls.method("tapItem") { call throws(LuaError) in
            let bar = try call.object(1, TabBar.self, expected: "TabBar")
            let index = try call.int(2)
            let selected = try engine(call, "\(bar.name):tapItem(\(index))") { () throws(EngineError) in try bar.userTapItem(at: index) }
            call.push(.boolean(selected))
            return 1
        }
        return cls
    }

    /// A tab bar controller's `tabBar` and every controller's `tabBarItem` (rule I1).
    static func addControllerMembers(tabs: LuaClass, controller: LuaClass) {
        tabs.property("tabBar") { object, _ in (object as? TabBarController).map { .object($0.tabBar) } ?? .nil }
        controller.property("tabBarItem") { object, _ in (object as? ViewController).map { .object($0.tabBarItem) } ?? .nil }
    }

    /// Rule W11: `app.areAnimationsEnabled`, UIKit's `UIView.setAnimationsEnabled`.
    static func addAppMembers(to cls: LuaClass) {
        cls.property("areAnimationsEnabled", get: { object, _ in .boolean((object as? App)?.areAnimationsEnabled ?? true) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else { throw LuaError(message: "areAnimationsEnabled must be a boolean, got \(value.typeName)") }
                         (object as? App)?.areAnimationsEnabled = flag
                     })
    }
}
