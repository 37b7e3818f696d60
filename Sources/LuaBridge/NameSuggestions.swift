/// Names close to a mistyped one: the one routine behind every "did you mean" that Stagehand
/// prints (an unknown member of an object, a misspelled override, `spy`, `stagehand docs`, the
/// REPL's commands).
///
/// Two measures, both ignoring case:
/// - **A near miss** is what a slip of the fingers makes: an edit distance (insertions,
///   deletions, substitutions, and a swap of two neighbours counting as one) of at most 1 for
///   names of up to 8 characters and 2 for longer ones. `viewWillApear` is a near miss of
///   `viewWillAppear`, `addChlid` of `addChild`. A plural is no near miss (`names` beside
///   `name`, `items` beside `item`). A near miss is reason enough to refuse a new name (a
///   misspelled override would otherwise never be called).
/// - **A suggestion** is looser: a near miss, a name within a third of its length, or (for
///   names of four characters or more) a name that contains it (`appear` suggests
///   `viewWillAppear`), or a name of five characters or more that is two fifths of it or
///   more (`addChildController` suggests `addChild`, but `viewWillApear` does not suggest
///   `view`). Suggestions are only printed, so they may be generous.
///
/// Results are ordered by distance, then by name, so the same input always gives the same line.
public enum NameSuggestions {
    /// Whether `name` is a near miss of `candidate`: close, but not the same name.
    public static func isNearMiss(_ name: String, of candidate: String) -> Bool {
        guard name != candidate else { return false }
        let a = name.lowercased(), b = candidate.lowercased()
        return !isPlural(a, of: b) && distance(a, b) <= nearMissLimit(max(name.count, candidate.count))
    }

    /// The candidates `name` is a near miss of, closest first.
    public static func nearMisses(of name: String, among candidates: some Sequence<String>) -> [String] {
        let count = name.count
        let lowered = name.lowercased()
        return ranked(name, among: candidates.lazy.filter { abs($0.count - count) <= 2 && !isPlural(lowered, of: $0.lowercased()) }) { name, candidate, distance in
            distance <= nearMissLimit(max(name.count, candidate.count))
        }
    }

    /// Whether one name is the other with `s` or `es` added: a deliberate plural (`names`
    /// beside `name`), not a slip.
    private static func isPlural(_ a: String, of b: String) -> Bool {
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        return long == short + "s" || long == short + "es"
    }

    /// Up to `limit` candidates close to `name`, closest first (see the type's description).
    public static func suggestions(for name: String, among candidates: some Sequence<String>, limit: Int = 5) -> [String] {
        Array(ranked(name, among: candidates, keepingOnlyTheClosest: true) { name, candidate, distance in
            if distance <= max(nearMissLimit(max(name.count, candidate.count)), name.count / 3) { return true }
            let (word, other) = (name.lowercased(), candidate.lowercased())
            if name.count >= 4, other.contains(word) { return true }
            // A name that holds the candidate as a large part of it: `addChildController`.
            return candidate.count >= 5 && candidate.count * 5 >= name.count * 2 && word.contains(other)
        }.prefix(limit))
    }

    /// `; did you mean a, b or c?` for the suggestions, or "" when there are none.
    public static func didYouMean(_ suggestions: [String]) -> String {
        guard let last = suggestions.last else { return "" }
        let quoted = suggestions.map { "'\($0)'" }
        if suggestions.count == 1 { return "; did you mean \(quoted[0])?" }
        return "; did you mean " + quoted.dropLast().joined(separator: ", ") + " or '\(last)'?"
    }

    /// The distinct candidates (other than `name` itself) that `keep` accepts, by distance
    /// then name. With `keepingOnlyTheClosest`, when the closest is a near miss, those more
    /// than one edit further are left out: `viewWillApear` suggests `viewWillAppear` alone,
    /// not `viewDidAppear` too.
    private static func ranked(_ name: String, among candidates: some Sequence<String>, keepingOnlyTheClosest: Bool = false,
                               _ keep: (String, String, Int) -> Bool) -> [String] {
        var seen = Set<String>()
        var found: [(name: String, distance: Int)] = []
        let lowered = name.lowercased()
        for candidate in candidates where candidate != name && seen.insert(candidate).inserted {
            let d = distance(lowered, candidate.lowercased())
            if keep(name, candidate, d) { found.append((candidate, d)) }
        }
        found.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        if keepingOnlyTheClosest, let best = found.first, best.distance <= nearMissLimit(max(name.count, best.name.count)) {
            found.removeAll { $0.distance > best.distance + 1 }
        }
        return found.map(\.name)
    }

    /// The largest distance that is still a near miss, for names of `length` characters.
    private static func nearMissLimit(_ length: Int) -> Int { length <= 8 ? 1 : 2 }

    /// The optimal-string-alignment distance between two strings: insertions, deletions,
    /// substitutions and transpositions of neighbours, each counting one.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows: the one before the previous (for swaps), the previous, the current.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, before[j - 2] + 1)
                }
                current[j] = best
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
