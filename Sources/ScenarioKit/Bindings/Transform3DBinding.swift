import HeadlessUIKit
import LuaBridge

/// Core Animation's `CATransform3D` functions as Lua globals (rule H7): a transform is an
/// array of its 16 numbers, row by row.
enum Transform3DBinding {
    static func push(_ t: Transform3D, _ call: LuaCall) -> Int {
        call.push(call.state.array(t.m.map { LuaValue(number: $0) }))
        return 1
    }

    static func transform(_ call: LuaCall, _ index: Int, _ name: String) throws(LuaError) -> Transform3D {
        do { return try LuaShapes.transform3D(call.value(index), call.state, what: name) } catch {
            throw call.argumentError(index, error.message)
        }
    }

    static func numbers(_ call: LuaCall, _ range: ClosedRange<Int>) throws(LuaError) -> [Double] {
        var values: [Double] = []
        for index in range {
            let number = try call.number(index)
            guard number.isFinite else { throw call.argumentError(index, "a finite number") }
            values.append(number)
        }
        return values
    }

    /// The functions.
    static let functions: [HostFunction] = [
        HostFunction(name: "CATransform3DMakeTranslation") { call throws(LuaError) in
            let n = try numbers(call, 1...3)
            return push(.translation(n[0], n[1], n[2]), call)
        },
        HostFunction(name: "CATransform3DMakeScale") { call throws(LuaError) in
            let n = try numbers(call, 1...3)
            return push(.scale(n[0], n[1], n[2]), call)
        },
        HostFunction(name: "CATransform3DMakeRotation") { call throws(LuaError) in
            let n = try numbers(call, 1...4)
            return push(.rotation(n[0], n[1], n[2], n[3]), call)
        },
        HostFunction(name: "CATransform3DConcat") { call throws(LuaError) in
            push(try transform(call, 1, "CATransform3DConcat: a").concatenating(try transform(call, 2, "CATransform3DConcat: b")), call)
        },
        HostFunction(name: "CATransform3DInvert") { call throws(LuaError) in
            push(try transform(call, 1, "CATransform3DInvert: t").inverted, call)
        },
        HostFunction(name: "CATransform3DIsIdentity") { call throws(LuaError) in
            call.push(.boolean(try transform(call, 1, "CATransform3DIsIdentity: t").isIdentity))
            return 1
        },
        HostFunction(name: "CATransform3DMakeAffineTransform") { call throws(LuaError) in
            let affine = try LuaShapes.transform2D(call.value(1), call.state, what: "CATransform3DMakeAffineTransform: m")
            return push(Transform3D(affine: affine), call)
        },
    ]

    /// Installs the functions and `CATransform3DIdentity`.
    static func install(in state: LuaState) {
        for function in functions { state.register(function) }
        state[global: "CATransform3DIdentity"] = state.array(Transform3D.identity.m.map { LuaValue(number: $0) })
    }
}
