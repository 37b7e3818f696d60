import HeadlessUIKit
import LuaBridge

/// How animated values travel to and from Lua (rules H4, H7, H9): a transform as
/// `{a=, b=, c=, d=, tx=, ty=}`, a colour as `{red=, green=, blue=, alpha=}`, a point as
/// `{x=, y=}`, a size as `{width=, height=}`, a rectangle as a frame, a 3D transform as an
/// array of its 16 numbers, and a single number as itself.
enum LuaShapes {
    static func transform2D(_ t: Transform2D, _ state: LuaState) -> LuaValue {
        table(["a": t.a, "b": t.b, "c": t.c, "d": t.d, "tx": t.tx, "ty": t.ty], ["a", "b", "c", "d", "tx", "ty"], state)
    }

    static func transform2D(_ value: LuaValue, _ state: LuaState, what: String) throws(LuaError) -> Transform2D {
        // Missing entries are the identity's.
        guard case .table = value else { throw LuaError(message: "\(what) must be a table {a=, b=, c=, d=, tx=, ty=}, got \(value.typeName)") }
        var numbers: [Double] = []
        for (key, fallback) in [("a", 1.0), ("b", 0), ("c", 0), ("d", 1), ("tx", 0), ("ty", 0)] {
            let field = state.tableGet(value, key)
            if field.isNil { numbers.append(fallback); continue }
            guard let number = field.asDouble, number.isFinite else { throw LuaError(message: "\(what).\(key) must be a finite number, got \(field.shownInMessage)") }
            numbers.append(number)
        }
        return Transform2D(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }

    static func color(_ color: Color, _ state: LuaState) -> LuaValue {
        table(["red": color.red, "green": color.green, "blue": color.blue, "alpha": color.alpha], ["red", "green", "blue", "alpha"], state)
    }

    static func color(_ value: LuaValue, _ state: LuaState, what: String) throws(LuaError) -> Color {
        let n = try luaNumbers(value, ["red", "green", "blue", "alpha"], in: state, what: what)
        return Color(red: n[0], green: n[1], blue: n[2], alpha: state.tableGet(value, "alpha").isNil ? 1 : n[3])
    }

    /// A Lua value of a layer property's numbers.
    static func lua(_ value: AnimatedValue, of property: LayerProperty, _ state: LuaState) -> LuaValue {
        let c = value.components
        switch property {
        case .position, .anchorPoint: return c.count == 2 ? table(["x": c[0], "y": c[1]], ["x", "y"], state) : .nil
        case .shadowOffset: return c.count == 2 ? table(["width": c[0], "height": c[1]], ["width", "height"], state) : .nil
        case .bounds: return c.count == 4 ? value.rect.luaValue(in: state) : .nil
        case .backgroundColor, .borderColor, .shadowColor: return c.count == 4 ? color(value.color, state) : .nil
        case .transform: return state.array(c.map { LuaValue(number: $0) })
        case .opacity, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius: return LuaValue(number: value.number)
        }
    }

    /// The numbers of a Lua value for a layer property.
    static func animated(_ value: LuaValue, of property: LayerProperty, _ state: LuaState, what: String) throws(LuaError) -> AnimatedValue {
        switch property {
        case .position, .anchorPoint: return AnimatedValue(try luaNumbers(value, ["x", "y"], in: state, what: what))
        case .shadowOffset: return AnimatedValue(try luaNumbers(value, ["width", "height"], in: state, what: what))
        case .bounds: return AnimatedValue(try Rect(lua: value, in: state, what: what))
        case .backgroundColor, .borderColor, .shadowColor:
            return value.isNil ? AnimatedValue([]) : AnimatedValue(try color(value, state, what: what))
        case .transform: return AnimatedValue(try transform3D(value, state, what: what).m)
        case .opacity, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius:
            guard let number = value.asDouble, number.isFinite else { throw LuaError(message: "\(what) must be a finite number, got \(value.shownInMessage)") }
            return AnimatedValue([number])
        }
    }

    /// A 3D transform: an array of 16 finite numbers.
    static func transform3D(_ value: LuaValue, _ state: LuaState, what: String) throws(LuaError) -> Transform3D {
        let numbers = state.arrayValues(value).compactMap(\.asDouble).filter(\.isFinite)
        guard case .table = value, numbers.count == 16 else {
            throw LuaError(message: "\(what) must be an array of 16 finite numbers (a CATransform3D), got \(value.shownInMessage)")
        }
        return Transform3D(numbers)
    }

    /// An animation's value in Lua: a number, `{x=, y=}`, `{width=, height=}`, a rectangle,
    /// a colour, or a 3D transform's 16 numbers.
    static func animated(_ value: LuaValue, _ state: LuaState, what: String) throws(LuaError) -> AnimatedValue {
        if let number = value.asDouble {
            guard number.isFinite else { throw LuaError(message: "\(what) must be finite") }
            return AnimatedValue([number])
        }
        guard case .table = value else { throw LuaError(message: "\(what) must be a number or a table, got \(value.typeName)") }
        func has(_ key: String) -> Bool { !state.tableGet(value, key).isNil }
        if has("red") || has("green") || has("blue") { return AnimatedValue(try color(value, state, what: what)) }
        if has("width") || has("height") {
            return has("x") || has("y") ? AnimatedValue(try Rect(lua: value, in: state, what: what))
                : AnimatedValue(try luaNumbers(value, ["width", "height"], in: state, what: what))
        }
        if has("x") || has("y") { return AnimatedValue(try luaNumbers(value, ["x", "y"], in: state, what: what)) }
        return AnimatedValue(try transform3D(value, state, what: what).m)
    }

    /// An animated value back in Lua, by its size: a number, `{x=, y=}`, a rectangle, a
    /// transform's numbers.
    static func lua(_ value: AnimatedValue, _ state: LuaState) -> LuaValue {
        let c = value.components
        switch c.count {
        case 1: return LuaValue(number: c[0])
        case 2: return table(["x": c[0], "y": c[1]], ["x", "y"], state)
        case 4: return value.rect.luaValue(in: state)
        default: return state.array(c.map { LuaValue(number: $0) })
        }
    }

    private static func table(_ values: [String: Double], _ order: [String], _ state: LuaState) -> LuaValue {
        let table = state.newTable()
        for key in order { state.tableSet(table, key, LuaValue(number: values[key] ?? 0)) }
        return table
    }
}
