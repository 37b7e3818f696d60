import LuaBridge

extension ReplSession {
    /// How the REPL shows a class: its name and a one-line summary instead of the fields of its
    /// table, which are dozens of functions printed by address.
    ///
    /// - `class ViewController (30 properties, 41 methods; stagehand docs ViewController)`
    /// - `class TableViewController, a ViewController (...; stagehand docs TableViewController)`
    /// - `class Child, a ViewController (defines viewDidLoad; 30 properties, 42 methods; stagehand docs ViewController)`
    ///
    /// The counts are of what a script can use on an instance: properties of the Swift class and
    /// its superclasses, and every method a `:` call finds. The docs hint names the nearest class
    /// of the chain that `stagehand docs` knows. Nil when `value` is not a class table.
    func classSummary(of value: LuaValue) -> String? {
        let state = environment.state
        guard case .table = value, let name = state.tableGet(value, "__name").asString,
              let swiftClass = Self.swiftClass(of: value, in: state) else { return nil }
        var parts: [String] = []
        let isLuaSubclass = state.tableGet(value, "__classid").asInt == nil
        if isLuaSubclass {
            let own = state.namedKeys(value).names.filter { !$0.hasPrefix("__") }
            if !own.isEmpty { parts.append("defines " + Self.list(own)) }
        }
        var properties = Set<String>()
        var current: LuaClass? = swiftClass
        while let cls = current {
            properties.formUnion(cls.propertyNames)
            current = cls.superclass
        }
        let methods = state.memberNames(of: value, methodsOnly: true).count
        var counts = "\(Self.count(properties.count, "property", "properties")), \(Self.count(methods, "method", "methods"))"
        if let documented = Self.documentedClass(from: swiftClass) { counts += "; stagehand docs \(documented)" }
        parts.append(counts)
        let superclass = state.tableGet(state.tableGet(value, "__super"), "__name").asString
        let heading = superclass.map { "class \(name), a \($0)" } ?? "class \(name)"
        return heading + " (" + parts.joined(separator: "; ") + ")"
    }

    /// The Swift class a class table stands for, or that a Lua subclass derives from: the first
    /// table of its `__super` chain that is a registered Swift class's own table.
    private static func swiftClass(of table: LuaValue, in state: LuaState) -> LuaClass? {
        var current = table
        for _ in 0..<64 {
            guard case .table = current else { return nil }
            if let id = state.tableGet(current, "__classid").asInt {
                let classes = state.registeredClasses
                guard classes.indices.contains(id), state.rawEqual(state.classTable(classes[id]), current) else { return nil }
                return classes[id]
            }
            current = state.tableGet(current, "__super")
        }
        return nil
    }

    /// The nearest class, from `swiftClass` up, that the API reference documents.
    private static func documentedClass(from swiftClass: LuaClass) -> String? {
        var current: LuaClass? = swiftClass
        while let cls = current {
            if APIReference.bundled.class(named: cls.name) != nil { return cls.name }
            current = cls.superclass
        }
        return nil
    }

    /// `viewDidLoad, loadView` (sorted), at most four names, then `and N more`.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).joined(separator: ", ")
        return names.count > 4 ? shown + " and \(names.count - 4) more" : shown
    }

    /// `1 method`, `2 methods`.
    private static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}
