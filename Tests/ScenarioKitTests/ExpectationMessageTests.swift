import Testing
import ScenarioKit

/// Failure messages that point at the difference (issue #22 item 4).
@Suite("Expectation messages")
struct ExpectationMessageTests {
    func message(_ body: String) -> String {
        ScenarioRunner().run(source: "scenario('s', function(app)\n\(body)\nend)", file: "m.lua").first?.message ?? ""
    }

    @Test("toBe says what was expected, then what came")
    func toBe() {
        #expect(message("expect(1 + 1):toBe(3)") == "m.lua:2: expected 3, got 2")
        #expect(message("expect('a'):toBe(nil)") == "m.lua:2: expected nil, got \"a\"")
    }

    @Test("toEqual names the first differing key path and both values, then the whole values")
    func toEqual() {
        #expect(message("expect({ a = { b = { 1, 2 } }, c = 1 }):toEqual({ a = { b = { 1, 3 } }, c = 1 })") == """
        m.lua:2: first difference at .a.b[2]: expected 3, got 2
          expected {a = {b = {1, 3}}, c = 1}
          got      {a = {b = {1, 2}}, c = 1}
        """)
        #expect(message("expect({ x = 1 }):toEqual({ x = 1, y = 'new' })").hasPrefix("m.lua:2: first difference at .y: expected \"new\", got nil\n"))
        #expect(message("expect({ ['two words'] = 1 }):toEqual({})").hasPrefix("m.lua:2: first difference at [\"two words\"]: expected nil, got 1\n"))
        #expect(message("expect(3):toEqual({ 3 })") == "m.lua:2: expected {3}, got 3")
        #expect(message("expect({ 1, { 2 } }):toEqual({ 1, { 2 } })") == "")
    }
}

/// `expect_error` matches the text the reports show for an error value (issue #30 item 8).
@Suite("expect_error on values that are not strings")
struct ExpectErrorValueTests {
    func status(_ body: String) -> ScenarioResult.Status? {
        ScenarioRunner().run(source: "scenario('s', function(app)\n\(body)\nend)", file: "e.lua").first?.status
    }

    @Test("a table error matches its __tostring text, a NaN matches 'nan', a plain table its description")
    func values() {
        #expect(status("local e = setmetatable({}, { __tostring = function() return 'custom text' end })\nexpect_error(function() error(e) end, 'custom text')") == .passed)
        #expect(status("expect_error(function() error(0/0) end, 'nan')") == .passed)
        #expect(status("expect(expect_error(function() error(0/0) end)):toBe('nan')") == .passed)
        #expect(status("expect(expect_error(function() error({ code = 3 }) end)):toBe('{code = 3}')") == .passed)
        #expect(status("expect_error(function() error(setmetatable({}, { __tostring = function() return 'x' end })) end, '{}')") == .failed)
    }
}
