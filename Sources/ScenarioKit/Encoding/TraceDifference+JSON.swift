/// A trace difference in JSON: `divergence` (an event index; left out when there is none) and
/// `missing`, each `{"before": index, "text": ...}`; keys sorted.
extension TraceDifference {
    /// The difference as JSON.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = divergence.map { [("divergence", JSONValue.int($0))] } ?? []
        members.append(("missing", .array(missing.map { .object([("before", .int($0.before)), ("text", .string($0.text))]) })))
        return .object(members)
    }

    /// The difference some JSON holds, or nil when it is not one.
    init?(jsonValue json: JSONValue) {
        guard let list = json["missing"]?.array else { return nil }
        var missing: [Missing] = []
        for value in list {
            guard let before = value["before"]?.int, let text = value["text"]?.string else { return nil }
            missing.append(Missing(before: before, text: text))
        }
        let divergence = json["divergence"]?.int
        if json["divergence"] != nil, divergence == nil { return nil }
        self.init(divergence: divergence, missing: missing)
    }
}
