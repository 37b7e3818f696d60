import HeadlessUIKit
import LuaBridge

/// Members that tables and collection views share in Lua: scrolling, and the batch updates
/// of rule D2 (rows for tables, items for collection views).
enum SharedMembers {
    /// One batch-update request.
    enum Update {
        case insert([IndexPath]), delete([IndexPath]), reload([IndexPath]), move(IndexPath, IndexPath)
    }

    /// A boolean property read and written through `keyPath`; anything but a boolean is an
    /// error naming the property.
    static func addFlag<T: AnyObject>(_ name: String, to cls: LuaClass, _ keyPath: ReferenceWritableKeyPath<T, Bool>) {
        cls.property(name, get: { object, _ in .boolean((object as? T)?[keyPath: keyPath] ?? false) },
                     set: { object, value, _ throws(LuaError) in
                         guard case .boolean(let flag) = value else {
                             throw LuaError(message: "\(name) must be a boolean, got \(value.typeName)")
                         }
                         (object as? T)?[keyPath: keyPath] = flag
                     })
    }

    /// `contentOffset` as `{x=, y=}`.
    static func addContentOffset<V: ScrollView>(to cls: LuaClass, _ type: V.Type) {
        cls.property("contentOffset", get: { object, state in
            let offset = (object as? V)?.contentOffset ?? .zero
            let point = state.newTable()
            state.tableSet(point, "x", LuaValue(number: offset.x))
            state.tableSet(point, "y", LuaValue(number: offset.y))
            return point
        }, set: { object, value, state throws(LuaError) in
            let rect = try Rect(lua: value, in: state, what: "contentOffset")
            (object as? V)?.contentOffset = Point(x: rect.minX, y: rect.minY)
        })
    }

    /// `insert<Noun>s`, `delete<Noun>s`, `reload<Noun>s` (arrays of index paths) and
    /// `move<Noun>(from, to)`.
    static func addUpdates<V: View>(to cls: LuaClass, _ type: V.Type, noun: String,
                                    apply: @escaping (V, Update) throws(EngineError) -> Void) {
        let expected = cls.name
        let lists: [(String, ([IndexPath]) -> Update)] = [("insert", Update.insert), ("delete", Update.delete), ("reload", Update.reload)]
        for (verb, make) in lists {
            let name = "\(verb)\(noun)s"
            cls.method(name) { call throws(LuaError) in
                let view = try call.object(1, V.self, expected: expected)
                let paths = try CallbackArguments.indexPaths(call, 2)
                try engine(call, "\(view.name):\(name)(\(paths.count))") { () throws(EngineError) in try apply(view, make(paths)) }
                return 0
            }
        }
        cls.method("move\(noun)") { call throws(LuaError) in
            let view = try call.object(1, V.self, expected: expected)
            let from = try CallbackArguments.indexPath(call, 2), to = try CallbackArguments.indexPath(call, 3)
            try engine(call, "\(view.name):move\(noun)()") { () throws(EngineError) in try apply(view, .move(from, to)) }
            return 0
        }
    }
}
