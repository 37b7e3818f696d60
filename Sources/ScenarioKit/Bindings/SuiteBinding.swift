import LuaBridge

/// The globals that organise a suite, as busted and XCTest users expect: `scenario(title,
/// [opts], fn)` with `scenario.skip` and `scenario.only`, `pending(title)`, `describe(title,
/// [opts], fn)` groups, and `before_each(fn)` / `after_each(fn)` hooks of a group.
///
/// Everything is collected while the file's top level runs, in file order: `describe` calls
/// its function at once, so a fresh state that runs the file again declares the same
/// scenarios, with the same titles, at the same indices (see ``ScenarioRunner``).
enum SuiteBinding {
    static func install(in state: LuaState) {
        let table = state.newTable()
        state.tableSet(table, "skip", state.function(skip))
        state.tableSet(table, "only", state.function(only))
        let metatable = state.newTable()
        state.tableSet(metatable, "__call", state.function(scenario))
        state.setMetatable(table, metatable)
        state[global: "scenario"] = table
        for function in [describe, beforeEach, afterEach, pending] { state.register(function) }
    }

    /// `scenario(title, [opts], fn)`, through the `scenario` table's `__call` (its first
    /// argument is the table).
    private static let scenario = HostFunction(name: "scenario") { call throws(LuaError) in
        let parts = try Declaration(call, from: 2, name: "scenario", requiresFunction: true)
        try call.environment.declare(title: parts.title, line: call.callerLine, function: parts.function, tags: parts.tags)
        return 0
    }

    /// `scenario.skip(title, [opts], [fn])`: declared, reported as skipped, never run.
    private static let skip = HostFunction(name: "scenario.skip") { call throws(LuaError) in
        let parts = try Declaration(call, from: 1, name: "scenario.skip", requiresFunction: false)
        try call.environment.declare(title: parts.title, line: call.callerLine, function: parts.function, tags: parts.tags,
                                     mode: .skipped("skipped with scenario.skip"))
        return 0
    }

    /// `scenario.only(title, [opts], fn)`: while a file has one, only its focused scenarios run
    /// (the others are skipped); refused when `CI` is set.
    private static let only = HostFunction(name: "scenario.only") { call throws(LuaError) in
        let parts = try Declaration(call, from: 1, name: "scenario.only", requiresFunction: true)
        try call.environment.declare(title: parts.title, line: call.callerLine, function: parts.function, tags: parts.tags,
                                     mode: .focused)
        return 0
    }

    /// `pending(title)`: a scenario still to write, reported as skipped.
    private static let pending = HostFunction(name: "pending") { call throws(LuaError) in
        let title = try call.string(1)
        try call.environment.declare(title: title, line: call.callerLine, function: .nil, mode: .skipped("pending"))
        return 0
    }

    /// `describe(title, [opts], fn)`: runs `fn` at once; the scenarios and hooks it declares
    /// belong to the group. An error inside `fn` is the file's error, at its line.
    private static let describe = HostFunction(name: "describe") { call throws(LuaError) in
        let environment = try call.environment
        try environment.refuseWhileRunning("describe()")
        let parts = try Declaration(call, from: 1, name: "describe", requiresFunction: true)
        let outer = environment.group
        environment.group = SuiteGroup(name: parts.title, parent: outer, tags: parts.tags)
        defer { environment.group = outer }
        // An error is kept as the state's pending error and raised when this call returns.
        _ = call.state.callFromHost(parts.function, [])
        return 0
    }

    /// `before_each(fn)`: `fn(app)` runs before each scenario of the current group (the file,
    /// outside any `describe`), wherever in the group it is written.
    private static let beforeEach = HostFunction(name: "before_each") { call throws(LuaError) in
        let environment = try call.environment
        try environment.refuseWhileRunning("before_each()")
        environment.group.beforeEach.append(try call.function(1))
        return 0
    }

    /// `after_each(fn)`: `fn(app)` runs after each scenario of the current group, even one
    /// that failed.
    private static let afterEach = HostFunction(name: "after_each") { call throws(LuaError) in
        let environment = try call.environment
        try environment.refuseWhileRunning("after_each()")
        environment.group.afterEach.append(try call.function(1))
        return 0
    }

    /// The arguments of a declaration, `title, [opts], fn`, read from argument `first` on
    /// (errors count from the title: a `__call` passes the table first).
    struct Declaration {
        var title: String
        var tags: [String] = []
        var function: LuaValue = .nil

        init(_ call: LuaCall, from first: Int, name: String, requiresFunction: Bool) throws(LuaError) {
            func problem(_ index: Int, _ text: String) -> LuaError {
                LuaError(message: "bad argument #\(index - first + 1) to '\(name)' (\(text))")
            }
            func got(_ index: Int) -> String { index > call.count ? "no value" : call.value(index).typeName }
            guard case .string(let title) = call.value(first) else {
                throw problem(first, "string expected, got \(got(first))")
            }
            self.title = title
            // The common case first, reading the function once: every scenario of a file is
            // declared again for every scenario that runs.
            if let function = try? call.function(first + 1) {
                self.function = function
                return
            }
            var functionIndex = first + 1
            let options = call.value(first + 1)
            if case .table = options {
                tags = try Self.tags(in: options, call.state) { text throws(LuaError) in throw problem(first + 1, text) }
                functionIndex += 1
            }
            if let function = try? call.function(functionIndex) {
                self.function = function
            } else if !(call.isNil(functionIndex) && !requiresFunction) {
                throw problem(functionIndex, "function expected, got \(got(functionIndex))")
            }
        }

        /// The `tags` of an options table: strings without commas or spaces (`--tags` takes a
        /// comma-separated list).
        static func tags(in options: LuaValue, _ state: LuaState,
                         _ fail: (String) throws(LuaError) -> Never) throws(LuaError) -> [String] {
            let keys = state.namedKeys(options)
            if let unknown = keys.names.first(where: { $0 != "tags" }) {
                try fail("unknown option '\(unknown)'; the options are: tags")
            }
            if keys.others > 0 || !state.arrayValues(options).isEmpty { try fail("options are a table like {tags = {\"slow\"}}") }
            let list = state.tableGet(options, "tags")
            if list.isNil { return [] }
            guard case .table = list else { try fail("tags must be a list of strings, not a \(list.typeName)") }
            var tags: [String] = []
            for value in state.arrayValues(list) {
                guard case .string(let tag) = value, !tag.isEmpty,
                      !tag.contains(where: { $0 == "," || $0.isWhitespace }) else {
                    try fail("each tag is a non-empty string without commas or spaces, not \(value.typeName == "string" ? "\"\(value.asString ?? "")\"" : "a " + value.typeName)")
                }
                tags.append(tag)
            }
            return tags
        }
    }
}
