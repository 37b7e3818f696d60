/// The scripting API's reference, read from Stagehand's Lua Language Server definition file
/// (`stagehand.d.lua`): the one source of what editors complete, what `stagehand docs`
/// prints and the reference tables of docs/lua-api.md (``markdown(of:)``), so they cannot
/// disagree.
///
/// The file is written in LuaLS annotations. A block of `---` lines documents what follows
/// it: `---@class Name: Super` with its `---@field` lines is a class; a block before
/// `function Name:method(...) end` is a method; before `function name(...) end` or
/// `name = value`, a global.
public struct APIReference: Sendable {
    /// A parameter or a return value.
    public struct Value: Equatable, Sendable {
        /// The parameter's name (a return value's name, if it has one).
        public var name: String
        /// Its LuaLS type, `?` marking an optional parameter.
        public var type: String
        /// What it is.
        public var summary: String
    }

    /// A global function or value, a method, or a field.
    public struct Member: Equatable, Sendable {
        /// What kind of member it is.
        public enum Kind: String, Sendable {
            /// A function: a global function or a method.
            case function
            /// A global value or a field of a class.
            case value
        }
        /// The member's name.
        public var name: String
        /// A function or a value.
        public var kind: Kind
        /// The class it belongs to, nil for a global.
        public var owner: String?
        /// The value's LuaLS type (values only).
        public var type: String
        /// The description, one string per line of the file.
        public var summary: [String]
        /// The parameters (functions only).
        public var parameters: [Value]
        /// The return values (functions only; none for a function that returns nothing).
        public var returns: [Value]
        /// True for a method called with `:`.
        public var isMethod: Bool

        /// How a script calls or reads it: `vc:addChild(child)`, `scenario(title, body)`,
        /// `vc.parent`.
        public var usage: String {
            let receiver = owner.map(APIReference.receiverName) ?? ""
            switch kind {
            case .function:
                let arguments = parameters.map(\.name).joined(separator: ", ")
                let prefix = owner == nil ? "" : receiver + (isMethod ? ":" : ".")
                return "\(prefix)\(name)(\(arguments))"
            case .value:
                return owner == nil ? name : "\(receiver).\(name)"
            }
        }
    }

    /// A class: a Swift class bound to Lua, a class written in Lua, or the shape of a table
    /// (an index path, an options table).
    public struct Class: Equatable, Sendable {
        /// The class name.
        public var name: String
        /// The superclass's name, if any.
        public var superclass: String?
        /// The description, one string per line of the file.
        public var summary: [String]
        /// `Class{...}`'s signature, when the class can be called to make an instance.
        public var constructor: String?
        /// The fields, in the file's order.
        public var fields: [Member]
        /// The methods, in the file's order.
        public var methods: [Member]
        /// False for the shape of a table (no global of this name).
        public var isGlobal: Bool
    }

    /// The global functions and values, in the file's order.
    public private(set) var globals: [Member] = []
    /// The classes, in the file's order.
    public private(set) var classes: [Class] = []

    /// The reference of the definition file shipped with Stagehand.
    public static let bundled = APIReference(source: definitionFile)

    /// The text of the definition file shipped with Stagehand.
    public static var definitionFile: String { String(decoding: PackageResources.stagehand_d_lua, as: UTF8.self) }

    /// The class named `name`.
    public func `class`(named name: String) -> Class? { classes.first { $0.name == name } }

    /// The name a usage line gives an instance of `className`: `vc` for controllers, `view`
    /// for views, the class name in lower camel case otherwise.
    static func receiverName(_ className: String) -> String {
        switch className {
        case "App": return "app"
        case "FetchedResultsController": return "frc"
        case _ where className.hasSuffix("Controller"): return "vc"
        default: break
        }
        guard let first = className.first else { return className }
        return first.lowercased() + className.dropFirst()
    }

    /// Reads `source`, a file in the format described above.
    public init(source: String) {
        var block: [String] = []
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("---") && !line.hasPrefix("---@meta") {
                block.append(String(line.dropFirst(3)))
                continue
            }
            if !block.isEmpty { take(block, before: line) }
            block = []
        }
        if !block.isEmpty { take(block, before: "") }
    }

    /// Files a documentation block and the line that follows it.
    private mutating func take(_ block: [String], before line: String) {
        let annotations = block.filter { $0.hasPrefix("@") }
        let summary = block.filter { !$0.hasPrefix("@") }
        if let classLine = annotations.first(where: { $0.hasPrefix("@class ") }) {
            let declaration = classLine.dropFirst("@class ".count).split(separator: ":", maxSplits: 1)
            let name = declaration.first?.trimmingCharacters(in: .whitespaces) ?? ""
            let constructor = annotations.first { $0.hasPrefix("@overload ") }.map { String($0.dropFirst("@overload ".count)) }
            let fields = annotations.filter { $0.hasPrefix("@field ") }.map { field -> Member in
                let (fieldName, type, text) = Self.nameTypeText(field.dropFirst("@field ".count))
                return Member(name: fieldName.replacingOccurrences(of: "?", with: ""), kind: .value, owner: name,
                              type: fieldName.hasSuffix("?") ? type + "?" : type, summary: [text],
                              parameters: [], returns: [], isMethod: false)
            }
            classes.append(Class(name: name, superclass: declaration.count > 1 ? declaration[1].trimmingCharacters(in: .whitespaces) : nil,
                                 summary: summary, constructor: constructor, fields: fields, methods: [],
                                 isGlobal: line.hasPrefix(name + " = ")))
            return
        }
        if line.hasPrefix("function ") {
            let header = line.dropFirst("function ".count).prefix { $0 != "(" }
            let parameters = annotations.filter { $0.hasPrefix("@param ") }.map { parameter -> Value in
                let (name, type, text) = Self.nameTypeText(parameter.dropFirst("@param ".count))
                return Value(name: name.replacingOccurrences(of: "?", with: ""), type: name.hasSuffix("?") ? type + "?" : type, summary: text)
            }
            let returns = annotations.filter { $0.hasPrefix("@return ") }.compactMap { value -> Value? in
                let words = value.dropFirst("@return ".count).split(separator: " ", maxSplits: 1).map(String.init)
                guard let type = words.first, type != "nil" else { return nil }
                let rest = words.count > 1 ? words[1] : ""
                let named = rest.split(separator: " ", maxSplits: 1).map(String.init)
                // `@return type name text` names the value when its second word is an identifier
                // followed by text; otherwise all of it is text.
                if named.count == 2, named[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    return Value(name: named[0], type: type, summary: named[1])
                }
                return Value(name: "", type: type, summary: rest)
            }
            let separator = header.firstIndex { $0 == ":" || $0 == "." }
            var member = Member(name: String(header), kind: .function, owner: nil, type: "function", summary: summary,
                                parameters: parameters, returns: returns, isMethod: false)
            if let separator, let index = classes.lastIndex(where: { $0.name == header[..<separator] }) {
                member.owner = String(header[..<separator])
                member.name = String(header[header.index(after: separator)...])
                member.isMethod = header[separator] == ":"
                classes[index].methods.append(member)
            } else {
                globals.append(member)
            }
            return
        }
        if let equals = line.range(of: " = ") {
            let type = annotations.first { $0.hasPrefix("@type ") }.map { String($0.dropFirst("@type ".count)) } ?? "any"
            globals.append(Member(name: String(line[..<equals.lowerBound]), kind: .value, owner: nil, type: type, summary: summary,
                                  parameters: [], returns: [], isMethod: false))
        }
    }

    /// Splits `name type text` where the type may hold spaces inside brackets or parentheses
    /// (`fun(view: View)`, `table<string, any>`).
    static func nameTypeText(_ text: Substring) -> (String, String, String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(of: " ") else { return (trimmed, "any", "") }
        let name = String(trimmed[..<space])
        let rest = trimmed[trimmed.index(after: space)...]
        var depth = 0
        var end = rest.endIndex
        for index in rest.indices {
            let character = rest[index]
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character) { depth -= 1 }
            if character == " ", depth == 0 {
                // `fun(a: A): R` keeps its return type.
                if rest[..<index].hasSuffix(":") { continue }
                end = index
                break
            }
        }
        let type = String(rest[..<end])
        let description = end == rest.endIndex ? "" : rest[rest.index(after: end)...].trimmingCharacters(in: .whitespaces)
        return (name, type, description)
    }
}
