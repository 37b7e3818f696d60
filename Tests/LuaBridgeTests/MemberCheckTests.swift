import Testing
@testable import LuaBridge

private class Widget {
    var title = "w"
}

/// Unknown names are errors: reading what an object does not have, and new names that are a
/// near miss of a member (a typo), in an instance, a subclass's definition or its class table.
/// A script's own fields stay free.
@Suite("Unknown names")
struct MemberCheckTests {
    func makeState(hint: String? = nil) -> LuaState {
        let state = LuaState()
        let widget = LuaClass(name: "Widget", swiftType: Widget.self)
        widget.constructor = { _, _, _ throws(LuaError) in Widget() }
        widget.property("title", get: { object, _ in .string((object as? Widget)?.title ?? "") },
                        set: { object, value, _ throws(LuaError) in (object as? Widget)?.title = value.asString ?? "" })
        widget.method("addChild") { _ throws(LuaError) in 0 }
        widget.overridableMethod("viewWillAppear", base: { _ throws(LuaError) in 0 }, send: { _ throws(LuaError) in 0 })
        widget.unknownMemberHint = hint
        state.register(widget)
        state.overrideNames = ["numberOfRows"]
        return state
    }

    /// The error message of running `source`, or nil when it ran.
    func error(_ source: String, in state: LuaState? = nil) -> String? {
        guard case .failure(let error) = (state ?? makeState()).run(source, chunkName: "@s.lua") else { return nil }
        return error.message
    }

    @Test("reading a name an instance of a Swift class does not have is an error at the script's line, with the closest names")
    func unknownRead() {
        #expect(error("local w = Widget{}\nlocal _ = w.titel") == "s.lua:2: Widget has no property or method 'titel'; did you mean 'title'?")
        #expect(error("local w = Widget{}\nw:addChlid()") == "s.lua:2: Widget has no property or method 'addChlid'; did you mean 'addChild'?")
        #expect(error("local _ = Widget{}.zork") == "s.lua:1: Widget has no property or method 'zork'")
        #expect(error("local _ = Widget{}.zork", in: makeState(hint: "list it in methods:")) == "s.lua:1: Widget has no property or method 'zork'; list it in methods:")
    }

    @Test("a field a script assigned reads back, even after it was set to nil; a key that is not a string reads nil")
    func assignedFields() {
        #expect(error("""
        local w = Widget{ note = 1 }
        w.extra = 2
        assert(w.note == 1 and w.extra == 2)
        w.extra = nil
        assert(w.extra == nil)
        assert(w[1] == nil)
        """) == nil)
    }

    @Test("an instance of a Lua subclass reads a field not set yet as nil, but a near miss of a member is an error")
    func subclassReads() {
        #expect(error("""
        local Sub = Widget:subclass("Sub")
        local s = Sub{}
        s.count = (s.count or 0) + 1
        assert(s.count == 1 and s.cache == nil)
        """) == nil)
        #expect(error("local Sub = Widget:subclass('Sub')\nlocal _ = Sub{}.titel") == "s.lua:2: Sub has no property or method 'titel'; did you mean 'title'? (a field of the script's own may not be a near miss of one)")
    }

    @Test("writing a new name makes a field, unless it is a near miss of a member; a plural is not one")
    func writes() {
        #expect(error("local w = Widget{}\nw.titel = 'x'") == "s.lua:2: Widget has no property or method 'titel'; did you mean 'title'? (a field of the script's own may not be a near miss of one)")
        #expect(error("local w = Widget{}\nw.viewWillApear = function() end")?.contains("did you mean 'viewWillAppear'?") == true)
        #expect(error("local w = Widget{ titles = { 'a' } }\nassert(w.titles[1] == 'a')") == nil)
    }

    @Test("a subclass member that is a near miss of an inherited name or a host callback overrides nothing: an error, in the definition or assigned later")
    func subclassDefinitions() {
        #expect(error("local Sub = Widget:subclass('Sub', { viewWillApear = function() end })") == "s.lua:1: 'viewWillApear' of Sub overrides nothing: it is no callback or member of Widget; did you mean 'viewWillAppear'? (rename it if it is a method of your own)")
        #expect(error("local Sub = Widget:subclass('Sub')\nfunction Sub:nubmerOfRows() end")?.hasPrefix("s.lua:2: 'nubmerOfRows' of Sub overrides nothing: it is no callback or member of Sub; did you mean 'numberOfRows'?") == true)
        #expect(error("local Sub = Widget:subclass('Sub')\nlocal Leaf = Sub:subclass('Leaf', { reload = function() end })\nfunction Leaf:reloda() end")?.contains("did you mean 'reload'?") == true)
        #expect(error("""
        local Sub = Widget:subclass('Sub', { viewWillAppear = function() end, numberOfRows = function() return 1 end, reload = function() end })
        function Sub:helper() return 2 end
        assert(Sub{}:helper() == 2)
        """) == nil)
    }

    @Test("the host's member function reads a missing name of an object as nil, and any value as indexing does")
    func memberFunction() throws {
        let state = makeState()
        let member = state.makeMemberFunction()
        let results = try state.run("""
        local member = ...
        local w = Widget{}
        return member(w, "nothing") == nil, member(w, "title"), member({ a = 1 }, "a"), type(member(w, "addChild"))
        """, chunkName: "=m", arguments: [member]).get()
        #expect(results[0].asBool == true)
        #expect(results[1].asString == nil)     // properties come from the Swift fallback, which member skips
        #expect(results[2].asInt == 1)
        #expect(results[3].asString == "function")
    }
}
