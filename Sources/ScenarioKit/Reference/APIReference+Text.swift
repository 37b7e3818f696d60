import LuaBridge

/// The reference as text for a terminal: `stagehand docs`, `stagehand docs TOPIC`.
extension APIReference {
    /// The answer to a topic: a class (`ViewController`), a member of a class or of one of its
    /// superclasses (`TableViewController.addChild`, `vc:addChild`), a global (`expect_trace`)
    /// or a member name found in any class (`reloadData`); nil when nothing matches.
    public func text(for topic: String) -> String? {
        // A global whose name has a dot (`scenario.skip`) is found by that whole name.
        if let global = globals.first(where: { $0.name == topic }) { return text(for: global) }
        let parts = topic.split(whereSeparator: { $0 == "." || $0 == ":" }).map(String.init)
        if parts.count == 1 {
            if let cls = `class`(named: topic) { return text(for: cls) }
            if let global = globals.first(where: { $0.name == topic }) { return text(for: global) }
            let found = classes.flatMap { $0.methods + $0.fields }.filter { $0.name == topic }
            return found.isEmpty ? nil : found.map(text(for:)).joined(separator: "\n")
        }
        guard parts.count == 2 else { return nil }
        let owners = classes.filter { $0.name == parts[0] || Self.receiverName($0.name) == parts[0] }
        let found = owners.compactMap { member(parts[1], of: $0.name) }
        var seen: [Member] = []
        for member in found where !seen.contains(member) { seen.append(member) }
        return seen.isEmpty ? nil : seen.map(text(for:)).joined(separator: "\n")
    }

    /// The index: every global, then every class, one line each.
    public var index: String {
        var lines = ["Stagehand's scripting API. `stagehand docs NAME` tells more about a class, a global or a member",
                     "(`stagehand docs ViewController`, `stagehand docs vc:addChild`, `stagehand docs expect_trace`).", "",
                     "Globals:"]
        func list(_ entries: [(name: String, summary: [String])]) {
            let width = entries.map(\.name.count).max() ?? 0
            lines += entries.map { "  " + pad($0.name, width) + "  " + ($0.summary.first ?? "") }
        }
        list(globals.map { ($0.name, $0.summary) })
        lines += ["", "Classes:"]
        list(classes.filter(\.isGlobal).map { ($0.name, $0.summary) })
        lines += ["", "Other types (tables and values that scripts pass or receive):"]
        list(classes.filter { !$0.isGlobal }.map { ($0.name, $0.summary) })
        return lines.joined(separator: "\n") + "\n"
    }

    /// Entries close to `topic`, for a "did you mean" line (``NameSuggestions``, by the last part
    /// of the topic): globals and classes by name, members as `Class.member` (each class that
    /// declares one), at most eight.
    public func suggestions(for topic: String) -> [String] {
        let word = topic.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? topic
        guard !word.isEmpty else { return [] }
        var owners: [String: [String]] = [:]
        for cls in classes {
            for member in cls.methods + cls.fields where !(owners[member.name]?.contains(cls.name) ?? false) {
                owners[member.name, default: []].append(cls.name)
            }
        }
        let names = globals.map(\.name) + classes.map(\.name) + owners.keys.sorted()
        var found: [String] = []
        for name in NameSuggestions.suggestions(for: word, among: names, limit: 8) {
            if globals.contains(where: { $0.name == name }) || `class`(named: name) != nil { found.append(name) }
            found += (owners[name] ?? []).map { "\($0).\(name)" }
        }
        return Array(found.prefix(8))
    }

    /// The member `name` of `className` or of the nearest superclass that has it.
    func member(_ name: String, of className: String) -> Member? {
        var current = `class`(named: className)
        while let cls = current {
            if let found = (cls.methods + cls.fields).first(where: { $0.name == name }) { return found }
            current = cls.superclass.flatMap { `class`(named: $0) }
        }
        return nil
    }

    private func text(for cls: Class) -> String {
        var lines = ["class " + cls.name + (cls.superclass.map { " (a " + $0 + ")" } ?? "")]
        lines += cls.summary.map { "  " + $0 }
        if let constructor = cls.constructor { lines += ["", "  " + cls.name + "{...}: " + constructor] }
        if !cls.fields.isEmpty {
            lines += ["", cls.isGlobal ? "Properties:" : "Fields:"]
            let width = cls.fields.map(\.name.count).max() ?? 0
            lines += cls.fields.map { "  " + pad($0.name, width) + "  " + $0.type + "  " + ($0.summary.first ?? "") }
        }
        if !cls.methods.isEmpty {
            lines += ["", "Methods:"]
            let usages = cls.methods.map(\.usage)
            let width = usages.map(\.count).max() ?? 0
            lines += zip(usages, cls.methods).map { "  " + pad($0, width) + "  " + ($1.summary.first ?? "") }
        }
        if let superclass = cls.superclass {
            lines += ["", "Inherits everything of \(superclass): stagehand docs \(superclass)"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func text(for member: Member) -> String {
        var lines: [String]
        switch member.kind {
        case .function:
            lines = [member.usage + (member.returns.isEmpty ? "" : " -> " + member.returns.map(\.type).joined(separator: ", "))]
        case .value:
            lines = [member.usage + ": " + member.type]
        }
        if let owner = member.owner { lines[0] += "    (\(owner))" }
        lines += member.summary.map { "  " + $0 }
        if !member.parameters.isEmpty {
            lines += ["", "  Parameters:"]
            lines += member.parameters.map { "    \($0.name): \($0.type)  \($0.summary)" }
        }
        if !member.returns.isEmpty {
            lines += ["", "  Returns:"]
            lines += member.returns.map { "    " + ($0.name.isEmpty ? "" : $0.name + ": ") + $0.type + "  " + $0.summary }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
