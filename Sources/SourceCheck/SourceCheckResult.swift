/// What `stagehand check` found in an app's source.
public struct SourceCheckResult: Sendable {
    /// Rule V4: methods of UIKit protocols that Stagehand never calls.
    public let findings: [SourceFinding]
    /// Every use of UIKit that StagehandUIKit does not offer, in file and line order.
    public let missing: [MissingUse]

    /// The missing uses grouped (in ``MissingUse/Group`` order) and counted: each name with its
    /// number of uses and its first place, most used first, then by name.
    public var missingByGroup: [(group: MissingUse.Group, names: [(name: String, count: Int, first: SourcePosition)])] {
        MissingUse.Group.allCases.compactMap { group in
            var counted: [String: (count: Int, first: SourcePosition)] = [:]     // looked up; sorted below
            for use in missing where use.group == group {
                let known = counted[use.name]
                counted[use.name] = ((known?.count ?? 0) + 1, min(known?.first ?? use.location, use.location))
            }
            guard !counted.isEmpty else { return nil }
            let names = counted.map { (name: $0.key, count: $0.value.count, first: $0.value.first) }
                .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
            return (group, names)
        }
    }

    /// The report of the missing uses, as `stagehand check` prints it; empty when none.
    public var missingReport: String {
        let groups = missingByGroup
        guard !groups.isEmpty else { return "" }
        let names = groups.reduce(0) { $0 + $1.names.count }
        var lines = ["StagehandUIKit does not offer \(names) name\(names == 1 ? "" : "s") this code uses (\(missing.count) use\(missing.count == 1 ? "" : "s")):"]
        for (group, entries) in groups {
            lines.append("  \(group.title) (\(entries.reduce(0) { $0 + $1.count }))")
            let width = entries.map { "\($0.name) ×\($0.count)".count }.max() ?? 0
            for entry in entries {
                let label = "\(entry.name) ×\(entry.count)"
                lines.append("    " + label + String(repeating: " ", count: width - label.count + 2) + "first at \(entry.first)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
