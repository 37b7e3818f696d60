extension TraceEvent {
    /// Why an event happened: the steps that led to it, outermost first. The first is usually
    /// the script's own call (`scenario.lua:12 app:run()`), the next ones the engine's work it
    /// started, the last the work that recorded the event (`Form's layout added the cell of
    /// row detail`).
    ///
    /// A chain never changes, and a chain made from another by ``appending(_:)`` shares it: the
    /// events recorded under one step hold one chain between them, and a step nested in it
    /// adds one link, not a copy. Its text (``description``, or ``write(to:)`` without building
    /// a string) joins the steps' texts with ` → `, or is `script` when there are none; the
    /// text is what reports print and what the JSON holds.
    public struct Cause: Sendable, Equatable, CustomStringConvertible, TextOutputStreamable, ExpressibleByArrayLiteral {
        /// A chain's innermost step and the chain before it.
        private final class Link: Sendable {
            let step: Step
            let outer: Link?

            init(step: Step, outer: Link?) {
                self.step = step
                self.outer = outer
            }
        }

        private let innermostLink: Link?

        private init(innermostLink: Link?) { self.innermostLink = innermostLink }

        /// A chain of no steps: the event came from a call that named no cause.
        public init() { self.init(innermostLink: nil) }

        /// A chain of `steps`, outermost first.
        public init(steps: [Step]) {
            self = steps.reduce(Cause()) { $0.appending($1) }
        }

        /// A chain of the listed steps, outermost first.
        public init(arrayLiteral steps: Step...) { self.init(steps: steps) }

        /// This chain with `step` inside its innermost one, sharing this chain's links.
        public func appending(_ step: Step) -> Cause {
            Cause(innermostLink: Link(step: step, outer: innermostLink))
        }

        /// Whether the chain has no step.
        public var isEmpty: Bool { innermostLink == nil }

        /// The innermost step: the work that recorded the event. Nil when there are none.
        public var innermost: Step? { innermostLink?.step }

        /// The chain without its innermost step (no step when it has none).
        public var outer: Cause { Cause(innermostLink: innermostLink?.outer) }

        /// The steps, outermost first.
        public var steps: [Step] {
            var steps: [Step] = []
            var link = innermostLink
            while let current = link {
                steps.append(current.step)
                link = current.outer
            }
            return steps.reversed()
        }

        /// Whether `other` is this very chain (the same links, as the events recorded under
        /// one step share them), not only one with the same steps.
        public func isShared(with other: Cause) -> Bool { innermostLink === other.innermostLink }

        /// The chain as printed: the steps' texts joined with ` → `, or `script` without steps.
        public var description: String {
            var text = ""
            write(to: &text)
            return text
        }

        /// Writes ``description`` to `target`, step by step.
        public func write<Target: TextOutputStream>(to target: inout Target) {
            guard let innermostLink else {
                target.write("script")
                return
            }
            Self.write(innermostLink, to: &target)
        }

        private static func write<Target: TextOutputStream>(_ link: Link, to target: inout Target) {
            if let outer = link.outer {
                write(outer, to: &target)
                target.write(" → ")
            }
            target.write(link.step.text)
        }

        /// Whether two chains read the same (``description``). A step's ``Step/object`` is
        /// left out: a result read back from JSON finds it in the step's text, among the
        /// objects that received events, where the engine named it when it recorded the step.
        public static func == (a: Cause, b: Cause) -> Bool {
            a.isShared(with: b) || a.description == b.description
        }
    }
}
