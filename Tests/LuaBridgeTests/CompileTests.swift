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

    @Test("a stripped chunk has no lines, the first time it is compiled and every time after")
    func strippedAlike() throws {
        let first = try message(stripped: true, chunkName: "=stripped library")
        let again = try message(stripped: true, chunkName: "=stripped library")
        #expect(first == "boom")
        #expect(again == first)
    }

    @Test("a chunk compiled in full keeps its lines, also when loaded from the cache")
    func fullAlike() throws {
        let first = try message(stripped: false, chunkName: "=full library")
        let again = try message(stripped: false, chunkName: "=full library")
        #expect(first == "full library:1: boom")
        #expect(again == first)
    }

    @Test("the same source stripped and in full are cached apart")
    func cachedApart() throws {
        _ = try message(stripped: true, chunkName: "=both")
        #expect(try message(stripped: false, chunkName: "=both") == "both:1: boom")
        #expect(try message(stripped: true, chunkName: "=both") == "boom")
    }
}
