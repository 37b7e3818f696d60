import Testing
@testable import LuaBridge

/// Compiling chunks: the bytecode cache, and chunks kept without debug information.
@Suite("Compiling")
struct CompileTests {
    static let library = """
    local function inner() error("boom") end
    return function() inner() end
    """

    func message(stripped: Bool, chunkName: String) throws -> String? {
        let state = LuaState()
        let function = try #require(try state.run(Self.library, chunkName: chunkName, stripped: stripped).get().first)
        guard case .failure(let error) = state.call(function, []) else { return nil }
        return error.message
    }

    @Test("a stripped chunk has no lines and a full one has, the first time it is compiled and every time after",
          arguments: [(true, "=stripped library", "boom"), (false, "=full library", "full library:1: boom")])
    func loadsAlike(stripped: Bool, chunkName: String, expected: String) throws {
        let first = try message(stripped: stripped, chunkName: chunkName)
        let again = try message(stripped: stripped, chunkName: chunkName)
        #expect(first == expected)
        #expect(again == first)
    }

    @Test("the same source stripped and in full are cached apart")
    func cachedApart() throws {
        _ = try message(stripped: true, chunkName: "=both")
        #expect(try message(stripped: false, chunkName: "=both") == "both:1: boom")
        #expect(try message(stripped: true, chunkName: "=both") == "boom")
    }
}
