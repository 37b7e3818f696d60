import HeadlessUIKit
import LuaBridge

/// A short rendering of a script call's arguments, for the cause of the events the call
/// produces (`scenario.lua:9 Child:didMoveToParent(Parent)`, `Nav:setViewControllers({E, F},
/// false)`): what `--explain`, `app.trace:explain(i)`, the JSON report and the HTML report show.
///
/// Deterministic (no addresses: a function is `function`, an object its trace name or its
/// class) and bounded: a string shows at most ``stringLimit`` characters, a table at most
/// ``tableLimit`` entries one level deep, and the whole list at most ``limit`` characters.
enum CallArguments {
    /// The longest argument list shown, in characters, `…` included.
    static let limit = 80
    /// The most characters of a string argument shown, quotes left out.
    static let stringLimit = 24
    /// The most entries of a table argument shown.
    static let tableLimit = 4

    /// `what` with the call's arguments in its empty parentheses: a binding that names its
    /// method as `Receiver:method()` gets `Receiver:method(arguments)` when the script passed
    /// any (the receiver, argument 1, is already named). Anything else is returned as it is.
    static func filled(_ what: String, _ call: LuaCall) -> String {
        guard call.count > 1, what.hasSuffix("()"), what.contains(":") else { return what }
        return what.dropLast() + rendered(call, from: 2) + ")"
    }

    /// Arguments `first...` of `call`, comma-separated, at most ``limit`` characters: the
    /// arguments that fit whole, then `…` for the rest.
    static func rendered(_ call: LuaCall, from first: Int) -> String {
        guard call.count >= first else { return "" }
        var shown = ""
        for index in first...call.count {
            let part = render(call.value(index), in: call.state, depth: 0)
            let next = shown.isEmpty ? part : shown + ", " + part
            // Room for `, …` unless this is the last argument.
            let room = index == call.count ? limit : limit - 3
            if next.count <= room {
                shown = next
                continue
            }
            return shown.isEmpty ? String(part.prefix(limit - 1)) + "…" : shown + ", …"
        }
        return shown
    }

    /// One value: `nil`, `true`, `3`, `0.5`, `"text"`, `function`, an object's trace name (or
    /// its class), a table's first entries (`{A, B}`, `{x = 0, y = 10}`, `{…}` deeper down).
    static func render(_ value: LuaValue, in state: LuaState, depth: Int) -> String {
        switch value {
        case .nil: return "nil"
        case .boolean(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .number(let number): return number.isFinite ? String(number) : NumberText.text(number)
        case .string(let text): return quoted(text)
        case .function: return "function"
        case .userdata: return "userdata"
        case .thread: return "thread"
        case .object(let object):
            if let named = object as? TraceNamed { return named.name }
            return state.luaClassName(of: object) ?? "object"
        case .table:
            guard depth == 0 else { return "{…}" }
            return table(value, in: state)
        }
    }

    /// A table's array part, then its string keys in byte order, at most ``tableLimit`` entries,
    /// then `…` when there are more (or keys that are neither).
    private static func table(_ value: LuaValue, in state: LuaState) -> String {
        var entries: [String] = []
        for index in 1...(tableLimit + 1) {
            let element = state.tableGet(value, index)
            if element.isNil { break }
            entries.append(render(element, in: state, depth: 1))
        }
        // Named keys are read only when the array part leaves room (each is a look-up).
        let keys = entries.count > tableLimit ? (names: [], others: 0) : state.namedKeys(value)
        for name in keys.names.prefix(tableLimit + 1) {
            entries.append(name + " = " + render(state.tableGet(value, name), in: state, depth: 1))
        }
        let shown = entries.prefix(tableLimit)
        guard entries.count > tableLimit || keys.others > 0 else { return "{" + shown.joined(separator: ", ") + "}" }
        return "{" + (shown + ["…"]).joined(separator: ", ") + "}"
    }

    /// `"text"` on one line (report text's escapes, `"` and `\` escaped), cut after
    /// ``stringLimit`` characters.
    private static func quoted(_ text: String) -> String {
        let head = text.prefix(stringLimit + 1)
        let cut = head.count > stringLimit
        let escaped = String(head.prefix(stringLimit)).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + ReportText.field(escaped) + (cut ? "…" : "") + "\""
    }
}
