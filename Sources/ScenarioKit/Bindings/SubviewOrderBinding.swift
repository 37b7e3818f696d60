import HeadlessUIKit
import LuaBridge

/// A view's subview ordering (rule W6): `insertSubview`, `insertSubviewAbove`,
/// `insertSubviewBelow`, `bringSubviewToFront`, `sendSubviewToBack`, `exchangeSubview`.
/// Indices are 0-based, as UIKit's.
enum SubviewOrderBinding {
    /// Adds the ordering methods to the `View` class.
    static func addViewMembers(to cls: LuaClass) {
        cls.method("insertSubview") { call throws(LuaError) in
            let parent = try call.object(1, View.self, expected: "View")
            let child = try call.object(2, View.self, expected: "View")
            let index = try call.int(3)
            try engine(call, "\(parent.name):insertSubview(\(child.name), \(index))") { () throws(EngineError) in
                try parent.insertSubview(child, at: index)
            }
            return 0
        }
        addSiblingInsertion(to: cls, "insertSubviewAbove") { parent, child, sibling throws(EngineError) in
            try parent.insertSubview(child, aboveSubview: sibling)
        }
        addSiblingInsertion(to: cls, "insertSubviewBelow") { parent, child, sibling throws(EngineError) in
            try parent.insertSubview(child, belowSubview: sibling)
        }
        cls.method("bringSubviewToFront") { call throws(LuaError) in
            let parent = try call.object(1, View.self, expected: "View")
            parent.bringSubviewToFront(try call.object(2, View.self, expected: "View"))
            return 0
        }
        cls.method("sendSubviewToBack") { call throws(LuaError) in
            let parent = try call.object(1, View.self, expected: "View")
            parent.sendSubviewToBack(try call.object(2, View.self, expected: "View"))
            return 0
        }
        cls.method("exchangeSubview") { call throws(LuaError) in
            let parent = try call.object(1, View.self, expected: "View")
            parent.exchangeSubview(at: try call.int(2), withSubviewAt: try call.int(3))
            return 0
        }
    }

    /// `view:<name>(child, sibling)`: `insert` puts `child` beside `sibling` in the view's
    /// subviews; UIKit's errors are the scenario's, naming the call.
    private static func addSiblingInsertion(to cls: LuaClass, _ name: String,
                                            _ insert: @escaping (View, View, View) throws(EngineError) -> Void) {
        cls.method(name) { call throws(LuaError) in
            let parent = try call.object(1, View.self, expected: "View")
            let child = try call.object(2, View.self, expected: "View")
            let sibling = try call.object(3, View.self, expected: "View")
            try engine(call, "\(parent.name):\(name)(\(child.name), \(sibling.name))") { () throws(EngineError) in
                try insert(parent, child, sibling)
            }
            return 0
        }
    }
}
