/// A usage error a command finds in its arguments (in `validate()`) or its input files (in
/// `run()`): `Main` prints it on standard error as `stagehand: MESSAGE`, with no usage text,
/// and exits 2, the scripting contract's code for usage errors.
struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, without the `stagehand: ` prefix.
    var message: String

    init(_ message: String) { self.message = message }

    /// `stagehand: MESSAGE`, as printed.
    var description: String { "stagehand: \(message)" }
}
