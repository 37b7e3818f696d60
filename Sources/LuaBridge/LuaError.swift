/// An error from Lua, or one a Swift function raises into Lua.
public struct LuaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure it was.
    public enum Kind: String, Sendable {
        /// A runtime error (`error(...)`, a bad argument, a failed expectation...).
        case runtime
        /// The chunk did not compile.
        case syntax
        /// The memory cap was reached.
        case memory
        /// The instruction budget was spent.
        case instructionLimit
        /// The error handler itself failed (usually memory).
        case errorInErrorHandler
    }

    /// The message, with the position it was raised at (`scenarios/a.lua:12: boom`).
    public var message: String
    /// The stack traceback (`stack traceback:\n\t...`), when known.
    public var traceback: String?
    /// The kind of failure.
    public var kind: Kind

    /// A runtime error with `message` and no traceback: a Swift function throws one to raise a
    /// Lua error at its caller's line, where Lua adds the position and the traceback.
    public init(message: String) {
        self.message = message
        traceback = nil
        kind = .runtime
    }

    /// The message.
    public var description: String { message }

    /// Splits what the message handler produced into message and traceback, and classifies.
    init(handled text: String, status: Int32) {
        // The last marker: the handler appends the traceback after the message, which may
        // itself contain the marker's text.
        let marker = "\nstack traceback:"
        if let range = text.ranges(of: marker).last {
            message = String(text[..<range.lowerBound])
            traceback = String(text[text.index(after: range.lowerBound)...])
        } else {
            message = text
            traceback = nil
        }
        switch status {
        case 3: kind = .syntax         // LUA_ERRSYNTAX
        case 4: kind = .memory         // LUA_ERRMEM
        case 5: kind = .errorInErrorHandler  // LUA_ERRERR
        default:
            if message.hasSuffix("not enough memory") { kind = .memory }
            else if message.contains("instruction limit exceeded") { kind = .instructionLimit }
            else { kind = .runtime }
        }
    }
}
