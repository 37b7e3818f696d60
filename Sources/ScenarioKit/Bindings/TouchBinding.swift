import HeadlessUIKit
import LuaBridge

/// Scripted touches (`app:tap{x=, y=}`, `app:pan{...}`, `app:edgePan{...}`,
/// `app:longPress{...}`) and hit testing (`view:hitTest(point)`, `view:pointInside(point)`):
/// rules G1, G2.
enum TouchBinding {
    /// `app:tap{x=, y=}`: a tap at a point of the window; returns the hit view or nil when
    /// dropped, and calls the hit view's `onTap` field as `app:tap(view)` does.
    static func tapAtPoint(_ call: LuaCall, _ app: App) throws(LuaError) -> Int {
        let point = try TouchBinding.point(call.value(2), call.state, what: "app:tap")
        // Rule G8: `taps = n` makes n taps in a row, the touch's tapCount counting them.
        let tapsValue = call.state.tableGet(call.value(2), "taps")
        guard tapsValue.isNil || (tapsValue.asInt.map { $0 >= 1 && $0 <= 10 } ?? false) else {
            throw call.argumentError(2, "taps must be an integer from 1 to 10, got \(tapsValue.shownInMessage)")
        }
        let taps = tapsValue.asInt ?? 1
        let hit = try engine(call, app, "app:tap()") { () throws(EngineError) in try app.tap(at: point, taps: taps) }
        if let hit, case .function = call.state.field(of: hit, named: "onTap") {
            _ = call.state.callFromHost(call.state.field(of: hit, named: "onTap"), [.object(hit)])
        }
        return pushed(hit, call)
    }

    /// The app's touch members besides `tap`.
    static func addAppMembers(to cls: LuaClass) {
        cls.method("pan") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let options = try call.table(2)
            let state = call.state
            try checkKeys(options, ["from", "to", "duration", "steps", "hold"], state, call: call)
            let from = try point(state.tableGet(options, "from"), state, what: "app:pan: from")
            let to = try point(state.tableGet(options, "to"), state, what: "app:pan: to")
            let (duration, steps) = try timing(options, state, what: "app:pan")
            // Rule Q7: a finger held still before it lifts lifts with no velocity.
            let hold = try optionalNumber(options, "hold", state, what: "app:pan") ?? 0
            guard hold >= 0 else { throw LuaError(message: "app:pan: hold must not be below 0, got \(NumberText.text(hold))") }
            let hit = try engine(call, app, "app:pan()") { () throws(EngineError) in
                try app.pan(from: from, to: to, duration: duration, steps: steps, hold: hold)
            }
            return pushed(hit, call)
        }
        cls.method("edgePan") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let options = try call.table(2)
            let state = call.state
            try checkKeys(options, ["edge", "at", "distance", "duration", "steps"], state, call: call)
            let edgeValue = state.tableGet(options, "edge")
            let edgeName = edgeValue.isNil ? "left" : (edgeValue.asString ?? "")
            guard let edge = ScreenEdge(rawValue: edgeName) else {
                throw LuaError(message: "app:edgePan: edge must be one of \(ScreenEdge.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \(edgeValue.shownInMessage)")
            }
            let offset = try optionalNumber(options, "at", state, what: "app:edgePan")
            let distance = try optionalNumber(options, "distance", state, what: "app:edgePan") ?? 100
            let (duration, steps) = try timing(options, state, what: "app:edgePan")
            let hit = try engine(call, app, "app:edgePan()") { () throws(EngineError) in
                try app.edgePan(from: edge, offset: offset, distance: distance, duration: duration, steps: steps)
            }
            return pushed(hit, call)
        }
        cls.method("longPress") { call throws(LuaError) in
            let app = try call.object(1, App.self, expected: "app")
            let options = try call.table(2)
            let state = call.state
            try checkKeys(options, ["at", "duration"], state, call: call)
            let at = try point(state.tableGet(options, "at"), state, what: "app:longPress: at")
            let duration = try optionalNumber(options, "duration", state, what: "app:longPress") ?? 0.5
            guard duration >= 0 else { throw LuaError(message: "app:longPress: duration must not be below 0, got \(NumberText.text(duration))") }
            let hit = try engine(call, app, "app:longPress()") { () throws(EngineError) in try app.longPress(at: at, duration: duration) }
            return pushed(hit, call)
        }
    }

    /// The view's hit-testing members.
    static func addViewMembers(to cls: LuaClass) {
        cls.property("alpha", get: { object, _ in .number((object as? View)?.alpha ?? 1) },
                     set: { object, value, _ throws(LuaError) in
                         guard let number = value.asDouble, number.isFinite else {
                             throw LuaError(message: "alpha must be a finite number, got \(value.shownInMessage)")
                         }
                         (object as? View)?.alpha = number
                     })
        cls.method("hitTest") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let point = try point(call.value(2), call.state, what: "hitTest")
            call.push(view.hitTest(point).map { .object($0) } ?? .nil)
            return 1
        }
        cls.method("pointInside") { call throws(LuaError) in
            let view = try call.object(1, View.self, expected: "View")
            let point = try point(call.value(2), call.state, what: "pointInside")
            call.push(.boolean(view.point(inside: point)))
            return 1
        }
    }

    /// Fails on a key of the options table that is not one of `known` (a misspelt
    /// `duraton` would otherwise be ignored).
    static func checkKeys(_ options: LuaValue, _ known: [String], _ state: LuaState, call: LuaCall) throws(LuaError) {
        for key in state.namedKeys(options).names where !known.contains(key) {
            throw call.argumentError(2, "unknown key \(key) (expected one of \(known.joined(separator: ", ")))")
        }
    }

    /// Pushes the hit view of a touch (nil when it was dropped) as the call's one result.
    static func pushed(_ hit: View?, _ call: LuaCall) -> Int {
        call.push(hit.map { .object($0) } ?? .nil)
        return 1
    }

    /// A point written `{x=, y=}` or `{x, y}`.
    static func point(_ value: LuaValue, _ state: LuaState, what: String) throws(LuaError) -> Point {
        if case .table = value, state.tableGet(value, "x").isNil, state.tableGet(value, "y").isNil,
           let x = state.tableGet(value, 1).asDouble, let y = state.tableGet(value, 2).asDouble, x.isFinite, y.isFinite {
            return Point(x: x, y: y)
        }
        let numbers = try luaNumbers(value, ["x", "y"], in: state, what: what)
        return Point(x: numbers[0], y: numbers[1])
    }

    /// `duration` (seconds, default 0.25) and `steps` (moves, default 5) of a pan.
    static func timing(_ options: LuaValue, _ state: LuaState, what: String) throws(LuaError) -> (Double, Int) {
        let duration = try optionalNumber(options, "duration", state, what: what) ?? 0.25
        guard duration >= 0 else { throw LuaError(message: "\(what): duration must not be below 0, got \(NumberText.text(duration))") }
        let stepsValue = state.tableGet(options, "steps")
        if stepsValue.isNil { return (duration, 5) }
        guard let steps = stepsValue.asInt, steps >= 1, steps <= 1000 else {
            throw LuaError(message: "\(what): steps must be an integer from 1 to 1000, got \(stepsValue.shownInMessage)")
        }
        return (duration, steps)
    }

    /// The finite number `key` of `options`, or nil when missing.
    static func optionalNumber(_ options: LuaValue, _ key: String, _ state: LuaState, what: String) throws(LuaError) -> Double? {
        let value = state.tableGet(options, key)
        if value.isNil { return nil }
        guard let number = value.asDouble, number.isFinite else {
            throw LuaError(message: "\(what): \(key) must be a finite number, got \(value.shownInMessage)")
        }
        return number
    }
}
