extension Duration {
    /// `seconds`, as an option gives them, to the millisecond above.
    static func seconds(roundingUp seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1_000).rounded(.up)))
    }
}
