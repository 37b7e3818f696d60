import LuaBridge

/// `require`: the suite's own Lua modules, from the scenario file's folder.
extension ScenarioEnvironment {
    /// `require(name)`: a Lua helper module of the suite, `name` with dots for folders,
    /// resolved relative to the scenario file's folder (`require("helpers.nav")` loads
    /// `helpers/nav.lua` beside it), run once per scenario state. Nothing outside that folder
    /// can be required, through a symbolic link either; a module that requires itself,
    /// directly or through others, is an error naming the cycle (it recursed until the C
    /// stack overflowed).
    static let require = HostFunction(name: "require") { call throws(LuaError) in
        let environment = try call.environment
        let name = try call.string(1)
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ part in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }) else {
            throw LuaError(message: "require denied: '\(name)' is not a module name (letters, digits, _ and -, with dots between folders); modules come from the scenario's folder")
        }
        if let loaded = environment.modules.values[name] {
            call.push(loaded)
            return 1
        }
        if let start = environment.modules.loading.firstIndex(of: name) {
            let cycle = (environment.modules.loading[start...] + [name]).joined(separator: " -> ")
            throw LuaError(message: "require cycle: \(cycle) (a module cannot require itself, directly or through other modules)")
        }
        let folder = environment.suiteFolder
        let path = folder.prefix + parts.joined(separator: "/") + ".lua"
        let source = try moduleSource(name, at: path, in: folder)
        let state = call.state
        let chunk: LuaValue
        environment.modules.paths.append(path)
        switch state.compile(source, chunkName: "@" + path) {
        case .success(let compiled): chunk = compiled
        case .failure(let error): throw LuaError(message: error.message)
        }
        environment.modules.loading.append(name)
        defer { environment.modules.loading.removeLast() }
        guard let results = state.callFromHost(chunk, [.string(name)]) else { return 0 }
        let value = results.first.map { $0.isNil ? LuaValue.boolean(true) : $0 } ?? .boolean(true)
        environment.modules.values[name] = value
        call.push(value)
        return 1
    }

    /// The text of module `name` at `path`, read at its real path once that is known to be
    /// inside `folder`.
    private static func moduleSource(_ name: String, at path: String, in folder: SuiteFolder) throws(LuaError) -> String {
        let real: String
        switch folder.resolve(path) {
        case .missing: throw LuaError(message: "module '\(name)' not found: no file \(path)")
        case .outside(let resolved):
            throw LuaError(message: "require denied: " + folder.outsideMessage("module '\(name)' (\(path))", resolvedTo: resolved))
        case .inside(let resolved): real = resolved
        }
        switch TextFile.read(real) {
        case .success(let source): return source
        case .failure(.missing): throw LuaError(message: "module '\(name)' not found: no file \(path)")
        case .failure(let failure) where failure.isContent:
            throw LuaError(message: "module '\(name)' is not Lua text: \(path) \(failure.phrase)")
        case .failure(let failure):
            throw LuaError(message: "module '\(name)' cannot be loaded: \(path) \(failure.phrase)")
        }
    }
}
