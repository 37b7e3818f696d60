/// The Lua half of the expectation API: `expect(value):toBe(x)` and friends, and
/// `expect_error`. Loaded into every scenario state before the scenario file; it keeps its
/// own references to the base functions it uses, so a script that replaces `pcall` or
/// `string` does not break it. Failures are reported to the host through the table it is
/// given (`host.recordFailure`), then raised at the caller's line with `error(message, 3)`.
enum Prelude {
    static let chunkName = "=stagehand prelude"

    /// The chunk (`prelude.lua`, embedded in the binary).
    static let source = String(decoding: PackageResources.prelude_lua, as: UTF8.self)
}
