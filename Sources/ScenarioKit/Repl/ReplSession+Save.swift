import Foundation
import LuaBridge

extension ReplSession {
    /// The saved scenario's line for an expression that ran: a value the user looked at
    /// becomes an expectation of that value (`expect(x):toBe(3)`, a plain table with
    /// `toEqual`, an object by its description); a call whose value says nothing plainly
    /// stays a call; anything else is kept as `expect(x):toBeTruthy()` so that reading it
    /// (which may load a view) still happens. Nil when nothing is worth keeping.
    func step(forExpression expression: String, results: [LuaValue]) -> String? {
        let isCall = Self.isCallStatement(expression, in: environment.state)
        if results.count == 1 {
            let value = results[0]
            if let source = literalSource(of: value) {
                if case .table = value { return "expect(\(expression)):toEqual(\(source))" }
                return "expect(\(expression)):toBe(\(source))"
            }
            if isCall { return expression }
            if case .object = value, case let text = describe(value), !text.contains("0x") {
                return "expect(tostring(\(expression))):toBe(\(Self.luaString(text)))"
            }
            return "expect(\(expression)):toBeTruthy()"
        }
        if isCall { return expression }
        guard !results.isEmpty else { return nil }
        let sources = results.compactMap { literalSource(of: $0) }
        guard sources.count == results.count else { return nil }
        return "expect({ \(expression) }):toEqual({ \(sources.joined(separator: ", ")) })"
    }

    /// Lua source that rebuilds `value` (nil, a boolean, a number, a string, a plain table of
    /// those), or nil.
    private func literalSource(of value: LuaValue) -> String? {
        guard case .function = literal, case .success(let results) = environment.state.call(literal, [value]) else { return nil }
        return results.first?.asString
    }

    /// Whether `text` is a function call, so that it can stand as a statement.
    static func isCallStatement(_ text: String, in state: LuaState) -> Bool {
        if case .success = state.compile(text, chunkName: "=call") { return true }
        return false
    }

    /// The session as a scenario file: every line that ran, values looked at as
    /// expectations, then an exact expectation of the trace since the last mark. After
    /// `stagehand repl FILE` it starts with FILE's top level, whose locals (its classes) the
    /// lines use, with `scenario` silenced so that FILE's own scenarios are not declared again.
    public func savedScenario(title: String = "repl session") -> String {
        let expected = environment.app.trace.sinceMark.map { "    " + Self.luaString($0.text) + "," }
        var lines = ["-- Saved by `stagehand repl`."]
        if let loadedFile {
            lines.append("-- The top level of \(loadedFile.name), which the session began with; its own scenarios are not declared here.")
            lines.append("local declareScenario = scenario")
            lines.append("scenario = function() end")
            lines += loadedFile.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            lines.append("scenario = declareScenario")
            lines.append("")
        }
        lines.append("scenario(\(Self.luaString(title)), function(app)")
        for step in steps {
            lines += step.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        lines.append("  expect_trace(app, {")
        lines += expected
        lines.append("  }, { exact = true })")
        lines.append("end)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes ``savedScenario(title:)``; an existing file only when `replacing` (`:save!`), and
    /// only a regular file (``AtomicFile``).
    /// Returns what to show, and whether the file was written.
    func save(to path: String, title: String, replacing: Bool) -> (message: String, saved: Bool) {
        if !replacing, FileManager.default.fileExists(atPath: path) {
            return ("\(path) exists: :save! \(path) replaces it", false)
        }
        if let failure = AtomicFile.write(savedScenario(title: title), to: path) {
            return ("cannot write \(path): \(failure)", false)
        }
        return ("saved \(steps.count) statements and \(environment.app.trace.sinceMark.count) expected events to \(path)", true)
    }

    /// `text` as a Lua string literal on one line.
    static func luaString(_ text: String) -> String {
        var out = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if character.value < 32 || character.value == 127 {
                    out += "\\" + String(format: "%03d", character.value)
                } else {
                    out.unicodeScalars.append(character)
                }
            }
        }
        return out + "\""
    }
}

/// The REPL's `literal(value)`, in Lua: source text that rebuilds a plain value (nil,
/// booleans, finite numbers exactly, strings, tables of those without metatables, four deep),
/// or nil. Keys are sorted, so the text is the same every time.
enum ReplLiteral {
    static let chunkName = "=stagehand repl"

    static let source = #"""
local type, tostring, pairs, getmetatable, tonumber = type, tostring, pairs, getmetatable, tonumber
local mtype, sformat, sfind, sbyte, sgsub, tsort, tconcat =
      math.type, string.format, string.find, string.byte, string.gsub, table.sort, table.concat

local function quote(s)
  local escaped = sgsub(s, '[%c"\\\127]', function(c)
    if c == "\n" then return "\\n" elseif c == "\t" then return "\\t" elseif c == "\r" then return "\\r"
    elseif c == '"' or c == "\\" then return "\\" .. c end
    return sformat("\\%03d", sbyte(c))
  end)
  return '"' .. escaped .. '"'
end

local keywords = {}
for word in ("and break do else elseif end false for function goto if in local nil not or repeat return then true until while"):gmatch("%a+") do
  keywords[word] = true
end

local literal
literal = function(v, depth)
  local kind = type(v)
  if kind == "nil" or kind == "boolean" then return tostring(v) end
  if kind == "string" then return quote(v) end
  if kind == "number" then
    if mtype(v) == "integer" then
      if v == math.mininteger then return "math.mininteger" end
      return tostring(v)
    end
    if v ~= v or v == 1/0 or v == -1/0 then return nil end
    for _, pattern in ipairs({ "%.14g", "%.17g" }) do
      local text = sformat(pattern, v)
      if tonumber(text) == v then
        if not sfind(text, "[%.eE]") then text = text .. ".0" end
        return text
      end
    end
    return nil
  end
  if kind ~= "table" or getmetatable(v) ~= nil or depth > 3 then return nil end
  local n, parts, keys = #v, {}, {}
  for i = 1, n do
    if v[i] == nil then return nil end
    local text = literal(v[i], depth + 1)
    if not text then return nil end
    parts[#parts + 1] = text
  end
  for k in pairs(v) do
    if not (mtype(k) == "integer" and k >= 1 and k <= n) then
      if type(k) ~= "string" and type(k) ~= "number" then return nil end
      keys[#keys + 1] = k
    end
  end
  tsort(keys, function(a, b)
    if type(a) ~= type(b) then return type(a) == "number" end
    return a < b
  end)
  for _, k in ipairs(keys) do
    local key = (type(k) == "string" and sfind(k, "^[%a_][%w_]*$") and not keywords[k]) and k or nil
    if key == nil then
      local text = literal(k, depth + 1)
      if not text then return nil end
      key = "[" .. text .. "]"
    end
    local text = literal(v[k], depth + 1)
    if not text then return nil end
    parts[#parts + 1] = key .. " = " .. text
  end
  return "{ " .. tconcat(parts, ", ") .. (#parts > 0 and " }" or "}")
end

return function(v) return literal(v, 0) end
"""#
}
