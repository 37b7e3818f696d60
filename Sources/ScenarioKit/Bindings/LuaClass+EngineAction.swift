import HeadlessUIKit
import LuaBridge

extension LuaClass {
    /// `receiver:name()`: a method without arguments or results that runs `action` on the
    /// receiver through the engine (the script line as the cause of what it records, UIKit's
    /// exceptions as Lua errors).
    func engineAction<T: TraceNamed>(_ name: String, _ type: T.Type, _ action: @escaping (T) throws(EngineError) -> Void) {
        let expected = self.name
        method(name) { call throws(LuaError) in
            let receiver = try call.object(1, T.self, expected: expected)
            try engine(call, "\(receiver.name):\(name)()") { () throws(EngineError) in try action(receiver) }
            return 0
        }
    }
}
