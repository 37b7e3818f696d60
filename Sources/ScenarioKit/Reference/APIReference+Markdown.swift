import HeadlessUIKit

/// The reference as Markdown tables: the reference tables of docs/lua-api.md, which
/// `stagehand docs --markdown NAME` prints and a test holds the page to, row for row.
extension APIReference {
    /// One generated table of docs/lua-api.md: the globals, the global classes, the other
    /// types, or one class's members.
    public enum Table: Equatable, Sendable {
        /// Every global function and value.
        case globals
        /// Every class a script reaches by a global name.
        case classes
        /// The shapes of tables and values that scripts pass or receive.
        case types
        /// The members a class declares itself, in the file's order.
        case members(of: String)

        /// The table's name, as `stagehand docs --markdown NAME` and the page's marker spell it.
        public var name: String {
            switch self {
            case .globals: "globals"
            case .classes: "classes"
            case .types: "types"
            case .members(let owner): owner
            }
        }

        /// The comment line that starts a generated table in a Markdown page.
        public var marker: String { "<!-- reference: \(name) -->" }

        /// The table named `name`.
        public init(named name: String) {
            switch name {
            case "globals": self = .globals
            case "classes": self = .classes
            case "types": self = .types
            default: self = .members(of: name)
            }
        }
    }

    /// One row: the member, the class or the global it describes, and its Markdown line.
    struct Row: Equatable, Sendable {
        /// What the first cell names, without its formatting: `vc:addChild(child)`, `App`.
        var key: String
        /// The whole line, `| ... |`.
        var line: String
    }

    /// Every table the reference has: globals, classes, types, then each class's members.
    public var tables: [Table] { [.globals, .classes, .types] + classes.map { .members(of: $0.name) } }

    /// The rows of `table`; nil for a class the reference does not have.
    func rows(of table: Table) -> [Row]? {
        switch table {
        case .globals:
            return globals.map { global in
                let type = global.kind == .function ? global.returns.map(\.type).joined(separator: ", ") : global.type
                return Self.row([global.usage, type, Self.joined(global.summary)], code: [true, true, false])
            }
        case .classes, .types:
            return classes.filter { $0.isGlobal == (table == .classes) }.map { cls in
                Self.row([cls.name, cls.superclass ?? "", Self.joined(cls.summary)], code: [true, true, false])
            }
        case .members(let owner):
            guard let cls = `class`(named: owner) else { return nil }
            let callbacks = Self.callbacks(of: owner)
            let fields = cls.fields.map { field -> Row in
                if !cls.isGlobal, let function = Self.functionType(field.type) {
                    let usage = "\(field.name)(\(function.parameters.map(\.name).joined(separator: ", ")))"
                    let kind = callbacks[field.name].map(Self.kind(of:)) ?? "function"
                    return Self.row([usage, kind, function.returns, Self.joined(field.summary)], code: [true, false, true, false])
                }
                return Self.row([cls.isGlobal ? field.usage : field.name, cls.isGlobal ? "property" : "field", field.type,
                                 Self.joined(field.summary)], code: [true, false, true, false])
            }
            let methods = cls.methods.map { method in
                Self.row([method.usage, callbacks[method.name].map(Self.kind(of:)) ?? "method",
                          method.returns.map(\.type).joined(separator: ", "), Self.joined(method.summary)],
                         code: [true, false, true, false])
            }
            return fields + methods
        }
    }

    /// The marker, the heading and the rows of `table`, one a line; nil for a class the
    /// reference does not have.
    public func markdown(of table: Table) -> String? {
        guard let rows = rows(of: table) else { return nil }
        let heading = switch table {
        case .globals: ["global", "type", "what it is"]
        case .classes, .types: [table == .classes ? "class" : "type", "a kind of", "what it is"]
        case .members: ["member", "kind", "type", "what it is"]
        }
        let lines = [table.marker, "| " + heading.joined(separator: " | ") + " |",
                     "|" + String(repeating: "---|", count: heading.count)] + rows.map(\.line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The registry's callbacks that a receiver named `owner` gets, by Lua name.
    private static func callbacks(of owner: String) -> [String: Callback.Spec] {
        var found: [String: Callback.Spec] = [:]
        for spec in Callback.Name.allCases.map(\.spec) where spec.receiver.rawValue == owner { found[spec.luaName] = spec }
        return found
    }

    /// A callback's kind in a table: optional (sent only to receivers that implement it) or not.
    private static func kind(of spec: Callback.Spec) -> String { spec.isOptional ? "optional callback" : "callback" }

    /// A LuaLS function type, `fun(self: any, section: integer): integer`: its parameters but
    /// `self` (each with its type) and what it returns (empty for nothing); nil for any other
    /// type. An optional field's `?` after the type is left out.
    static func functionType(_ optionalType: String) -> (parameters: [Value], returns: String)? {
        let type = optionalType.hasSuffix("?") ? String(optionalType.dropLast()) : optionalType
        guard type.hasPrefix("fun(") else { return nil }
        var depth = 0
        var parameters: [Value] = []
        var current = ""
        var rest: Substring = ""
        for index in type.indices.dropFirst(4) {
            let character = type[index]
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character) {
                if depth == 0 {
                    rest = type[type.index(after: index)...]
                    break
                }
                depth -= 1
            }
            if character == ",", depth == 0 {
                parameters.append(parameter(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(parameter(current)) }
        let returns = rest.hasPrefix(":") ? rest.dropFirst().trimmingCharacters(in: .whitespaces) : ""
        return (parameters.filter { $0.name != "self" }, returns)
    }

    /// `name: type` of a function type's parameter list.
    private static func parameter(_ text: String) -> Value {
        let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        return Value(name: parts.first ?? "", type: parts.count > 1 ? parts[1] : "any", summary: "")
    }

    /// A table row of `cells`, those flagged in `code` as code spans; its key is the first
    /// cell's text.
    private static func row(_ cells: [String], code: [Bool]) -> Row {
        let rendered = zip(cells, code).map { cell, isCode -> String in
            let escaped = cell.replacingOccurrences(of: "|", with: "\\|")
            return isCode && !cell.isEmpty ? "`" + escaped + "`" : escaped
        }
        return Row(key: cells.first ?? "", line: "| " + rendered.joined(separator: " | ") + " |")
    }

    /// A description's lines as one paragraph.
    private static func joined(_ summary: [String]) -> String { summary.joined(separator: " ") }
}
