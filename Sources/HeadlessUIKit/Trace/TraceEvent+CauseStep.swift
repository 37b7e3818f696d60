extension TraceEvent.Cause {
    /// One step of a cause chain: a script's own call as its binding names it
    /// (`scenario.lua:12 Nav:pushViewController(Form)`), or a piece of the engine's work
    /// (`Nav pushViewController Form (S1)`, `a timer due at 0.3 s`).
    ///
    /// The engine writes a step as a string literal, marking the object whose work it is with
    /// `object:` at its start: `"\(object: name)'s view was loaded"`.
    public struct Step: Sendable, Equatable, ExpressibleByStringInterpolation {
        /// The step as printed.
        public let text: String
        /// The trace name of the object whose work the step is, with which ``text`` begins:
        /// `Nav` in `Nav pushViewController Form (S1)`, `Nav.view` in `Nav.view was added to
        /// window`. Nil for a script's call and for work no one object does (a timer, the end
        /// of a transition). The HTML report starts the arrows of the events under the step at
        /// this object.
        public let object: String?

        /// A step that reads `text`, the work of `object` (a prefix of `text`) when given.
        public init(_ text: String, object: String? = nil) {
            self.text = text
            self.object = object
        }

        /// A step that reads `value`, no object's work.
        public init(stringLiteral value: String) { self.init(value) }

        /// A step built from a literal with interpolations, one of which may name its object.
        public init(stringInterpolation: Interpolation) {
            self.init(stringInterpolation.text, object: stringInterpolation.object)
        }

        /// The text of a step literal, and the object its first interpolation names.
        public struct Interpolation: StringInterpolationProtocol {
            var text = ""
            var object: String?

            /// Room for a literal of `literalCapacity` characters and its interpolations.
            public init(literalCapacity: Int, interpolationCount: Int) {
                text.reserveCapacity(literalCapacity + 16 * interpolationCount)
            }

            /// Appends the literal part.
            public mutating func appendLiteral(_ literal: String) { text += literal }

            /// Appends a string as it is.
            public mutating func appendInterpolation(_ value: String) { text += value }

            /// Appends a value as `"\(value)"` prints it.
            public mutating func appendInterpolation<Value>(_ value: Value) { text += String(describing: value) }

            /// Appends the trace name of the object whose work the step is: it must begin the
            /// step, as the JSON's text of the step is read back (`Nav pushViewController …`,
            /// `Nav's view was loaded`).
            public mutating func appendInterpolation(object name: String) {
                assert(text.isEmpty, "a step's object begins the step")
                object = name
                text += name
            }
        }
    }
}
