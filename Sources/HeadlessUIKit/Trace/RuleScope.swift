/// The rule under which the work being done now happens, as the trace recorder keeps it: an
/// appearance callback records the rule that started its transition (A5 for a window hook,
/// A4 for forwarding...) rather than the bare A2/A3 of the begin and end.
enum RuleScope {
    /// Work done under this rule.
    case rule(Rule)
    /// A script's own call: the rules of the work around it no longer apply, so a callback
    /// sent from inside it records its own fallback rule.
    case scriptCall
}
