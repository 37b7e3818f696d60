/// Rule Y11: a parser of Apple's visual format language, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` reads it:
///
/// ```
/// format     ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
/// orientation ::= 'H' | 'V'
/// view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection ::= '' | '-' | '-' number-or-metric '-' | '-' '(' predicate (',' predicate)* ')' '-'
/// predicate  ::= ('==' | '<=' | '>=')? (number | metric | name) ('@' (number | metric))?
/// ```
///
/// A view's predicates constrain its width (`H:`) or height (`V:`) against a constant, a metric
/// or another view's; a connection's constrain the gap between its neighbours. A mistake throws
/// UIKit's `NSInvalidArgumentException`, `Unable to parse constraint format:` with the reason,
/// the format and a caret under the place.
struct VisualFormatParser {
    /// One relation of a predicate: `relation constant`, or `relation view` (a view's size).
    struct Predicate {
        var relation: LayoutRelation
        var constant: Double
        var view: View?
        var priority: Double
    }

    /// A connection: the predicates on the gap, standard spacing (`-`), or none (flush).
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view of the format with its predicates and where its name ends (for carets).
    struct Element {
        var view: View
        var predicates: [Predicate]
        var position: Int
    }

    /// What a format says: its orientation, the superview edges, the views and the
    /// connections between them (`connections[i]` precedes `views[i]`; the last one follows
    /// the last view).
    struct Layout {
        var vertical = false
        var leadingSuperview: Int?
        var trailingSuperview: Int?
        var views: [Element] = []
        var connections: [Connection] = []
    }

    private let format: String
    private let characters: [Character]
    private let metrics: [String: Double]
    private let views: [String: View]
    private var index = 0

    init(format: String, metrics: [String: Double], views: [String: View]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// The error UIKit raises for a format it cannot read: the reason, the format and a caret
    /// under `position`.
    func failure(_ reason: String, at position: Int? = nil) -> EngineError {
        let caret = String(repeating: " ", count: max(0, position ?? index)) + "^"
        return EngineError(name: "NSInvalidArgumentException",
                           reason: "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)", rule: .Y11)
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skip(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    // MARK: The format

    mutating func parse() throws(EngineError) -> Layout {
        var layout = Layout()
        if let first = current, first == "H" || first == "V" {
            index += 1
            guard skip(":") else {
                throw failure("Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement")
            }
            layout.vertical = first == "V"
        }
        var pending: Connection = .flush
        if current == "|" {
            layout.leadingSuperview = index
            index += 1
            pending = try connection()
        }
        while true {
            guard current == "[" else {
                throw failure(layout.views.isEmpty ? "Expected a view" : "Expected a view or '|'")
            }
            layout.connections.append(pending)
            layout.views.append(try view())
            guard current != nil else { break }
            pending = try connection()
            if current == "|" {
                layout.trailingSuperview = index
                layout.connections.append(pending)
                index += 1
                guard current == nil else { throw failure("The superview '|' may only come first or last") }
                return layout
            }
            if current == nil {
                guard case .flush = pending else { throw failure("Expected a view or '|' after the connection") }
                break
            }
        }
        layout.connections.append(.flush)
        return layout
    }

    // MARK: Views

    private mutating func view() throws(EngineError) -> Element {
        index += 1    // '['
        let start = index
        guard let name = identifier() else { throw failure("Expected a view name") }
        guard let view = views[name] else {
            throw failure("\(name) is not a key in the views dictionary.", at: start + name.count)
        }
        var predicates: [Predicate] = []
        if skip("(") {
            predicates = try predicateList(allowingViews: true)
        }
        guard skip("]") else { throw failure("Expected ']' to end the view \(name)") }
        return Element(view: view, predicates: predicates, position: start)
    }

    // MARK: Connections

    private mutating func connection() throws(EngineError) -> Connection {
        guard skip("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        let predicates: [Predicate]
        if skip("(") {
            predicates = try predicateList(allowingViews: false)
        } else {
            let start = index
            guard let value = try numberOrMetric(signed: false) else {
                throw failure("Expected a number or key from the metrics dictionary, but encountered something else", at: start)
            }
            predicates = [Predicate(relation: .equal, constant: value, view: nil, priority: LayoutPriority.required)]
        }
        guard skip("-") else { throw failure("Expected a '-' here") }
        return .predicates(predicates)
    }

    // MARK: Predicates

    /// The predicates up to and including `)`.
    private mutating func predicateList(allowingViews: Bool) throws(EngineError) -> [Predicate] {
        var list: [Predicate] = []
        repeat {
            list.append(try predicate(allowingViews: allowingViews))
        } while skip(",")
        guard skip(")") else { throw failure("Expected ')' to end the predicates") }
        return list
    }

    private mutating func predicate(allowingViews: Bool) throws(EngineError) -> Predicate {
        var relation = LayoutRelation.equal
        for (text, candidate) in [("==", LayoutRelation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where characters[index...].starts(with: text) {
            relation = candidate
            index += 2
            break
        }
        var predicate = Predicate(relation: relation, constant: 0, view: nil, priority: LayoutPriority.required)
        let start = index
        if let value = try numberOrMetric(signed: true) {
            predicate.constant = value
        } else if allowingViews, let name = identifier() {
            guard let view = views[name] else {
                throw failure("\(name) is not a key in the views dictionary.", at: start + name.count)
            }
            predicate.view = view
        } else {
            throw failure(allowingViews ? "Expected a number, a key from the metrics dictionary or a view name"
                                        : "Expected a number or key from the metrics dictionary, but encountered something else", at: start)
        }
        if skip("@") {
            let at = index
            guard let priority = try numberOrMetric(signed: false) else {
                throw failure("Expected a number or key from the metrics dictionary as the priority", at: at)
            }
            guard priority >= 1, priority <= LayoutPriority.required else {
                throw failure("A priority must be between 1 and 1000, got \(NumberText.text(priority))", at: at)
            }
            predicate.priority = priority
        }
        return predicate
    }

    /// A number (with a sign when `signed`) or a metric's value; nil when neither starts here
    /// (a name that is no metric is left for the caller, which may take it as a view).
    private mutating func numberOrMetric(signed: Bool) throws(EngineError) -> Double? {
        let start = index
        if let number = number(signed: signed) { return number }
        guard let name = identifier() else { return nil }
        if let value = metrics[name] { return value }
        index = start
        return nil
    }

    /// A number as C's `strtod` reads one in the C locale (digits, a fraction, an exponent).
    private mutating func number(signed: Bool) -> Double? {
        let start = index
        var end = index
        if signed, end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        let digitsStart = end
        while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." { end += 1 }
        guard end > digitsStart, characters[digitsStart..<end].contains(where: \.isNumber) else { return nil }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if exponent < characters.count, characters[exponent] == "-" || characters[exponent] == "+" { exponent += 1 }
            let exponentDigits = exponent
            while exponent < characters.count, characters[exponent].isASCII, characters[exponent].isNumber { exponent += 1 }
            if exponent > exponentDigits { end = exponent }
        }
        guard let value = Double(String(characters[start..<end])), value.isFinite else { return nil }
        index = end
        return value
    }

    /// A C identifier: a letter or `_`, then letters, digits and `_`.
    private mutating func identifier() -> String? {
        guard let first = current, first.isASCII, first.isLetter || first == "_" else { return nil }
        var end = index + 1
        while end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        let name = String(characters[index..<end])
        index = end
        return name
    }
}
