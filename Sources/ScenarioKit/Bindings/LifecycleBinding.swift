import HeadlessUIKit
import LuaBridge

/// The app's lifecycle, memory warnings and notification center in Lua (rules B1-B4):
/// `app.applicationState`, `app:enterBackground()` and the others, `app.delegate`,
/// `app.sceneDelegate`, and the `NotificationCenter` class of `app.notificationCenter`.
enum LifecycleBinding {
    static func addAppMembers(to cls: LuaClass) {
        func app(_ object: AnyObject) -> App? { object as? App }
        cls.property("applicationState") { object, _ in .string(app(object)?.applicationState.rawValue ?? "active") }
        cls.property("notificationCenter") { object, _ in app(object).map { .object($0.notificationCenter) } ?? .nil }
        cls.scriptTargetProperty(.delegate, of: App.self) { app, value, environment throws(LuaError) in
            try environment.setScriptTarget(value, as: .delegate, of: app, hearing: [.appDelegate]) { app.appDelegate = $0 }
        }
        cls.scriptTargetProperty(.sceneDelegate, of: App.self) { app, value, environment throws(LuaError) in
            try environment.setScriptTarget(value, as: .sceneDelegate, of: app, hearing: [.sceneDelegate]) { app.sceneDelegate = $0 }
        }
        let actions: [(String, (App) -> Void)] = [
            ("enterBackground", { $0.enterBackground() }), ("enterForeground", { $0.enterForeground() }),
            ("resignActive", { $0.resignActive() }), ("becomeActive", { $0.becomeActive() }),
            ("simulateMemoryWarning", { $0.simulateMemoryWarning() }),
        ]
        for (name, action) in actions {
            cls.method(name) { call throws(LuaError) in
                let app = try call.object(1, App.self, expected: "app")
                try engine(call, app, "app:\(name)()") { action(app) }
                return 0
            }
        }
    }

    /// `NotificationCenter`: `addObserver(name, fn)`, `removeObserver(token)`, `post(name, userInfo)`.
    static func makeCenterClass() -> LuaClass {
        let cls = LuaClass(name: "NotificationCenter", swiftType: AppNotificationCenter.self)
        cls.describe = { _, _ in "NotificationCenter" }
        cls.method("addObserver") { call throws(LuaError) in
            let center = try call.object(1, AppNotificationCenter.self, expected: "NotificationCenter")
            let name: String? = call.isNil(2) ? nil : try call.string(2)
            let run = call.state.callback(try call.function(3))
            let state = call.state
            let token = center.addObserver(forName: name) { [weak state] notification in
                guard let state else { return }
                run([table(notification, in: state)])
            }
            call.push(.integer(token))
            return 1
        }
        cls.method("removeObserver") { call throws(LuaError) in
            let center = try call.object(1, AppNotificationCenter.self, expected: "NotificationCenter")
            call.push(.boolean(center.removeObserver(try call.int(2))))
            return 1
        }
        cls.method("post") { call throws(LuaError) in
            _ = try call.object(1, AppNotificationCenter.self, expected: "NotificationCenter")
            let name = try call.string(2)
            let userInfo = call.isNil(3) ? [:] : try self.userInfo(try call.table(3), in: call.state)
            let app = try call.app
            try engine(call, app, "notificationCenter:post(\"\(name)\")") { app.post(name, userInfo: userInfo) }
            return 0
        }
        return cls
    }

    /// The notification as a script sees it: `{name=, object=, userInfo=}`, frames as
    /// `{x=, y=, width=, height=}`.
    static func table(_ notification: AppNotification, in state: LuaState) -> LuaValue {
        let table = state.newTable()
        state.tableSet(table, "name", .string(notification.name))
        if let object = notification.object { state.tableSet(table, "object", .object(object)) }
        let info = state.newTable()
        for (key, value) in notification.sortedUserInfo {
            let lua: LuaValue = switch value {
            case .number(let number): LuaValue(number: number)
            case .bool(let flag): .boolean(flag)
            case .string(let text): .string(text)
            case .rect(let rect): rect.luaValue(in: state)
            case .object(let object): .object(object)
            }
            state.tableSet(info, key, lua)
        }
        state.tableSet(table, "userInfo", info)
        return table
    }

    /// A script's user info: string keys to numbers, booleans, strings, Stagehand objects or
    /// rectangles (`{x=, y=, width=, height=}`).
    static func userInfo(_ table: LuaValue, in state: LuaState) throws(LuaError) -> [String: AppNotification.Value] {
        let (names, others) = state.namedKeys(table)
        guard others == 0, state.arrayValues(table).isEmpty else { throw LuaError(message: "userInfo's keys must be strings") }
        var info: [String: AppNotification.Value] = [:]
        for name in names {
            switch state.tableGet(table, name) {
            case .boolean(let flag): info[name] = .bool(flag)
            case .integer(let number): info[name] = .number(Double(number))
            case .number(let number): info[name] = .number(number)
            case .string(let text): info[name] = .string(text)
            case .object(let object): info[name] = .object(object)
            case let value:
                guard case .table = value else {
                    throw LuaError(message: "userInfo.\(name) must be a number, boolean, string, object or rectangle, got \(value.typeName)")
                }
                info[name] = .rect(try Rect(lua: value, in: state, what: "userInfo.\(name)"))
            }
        }
        return info
    }
}
