import LuaBridge

/// Rule V4 for Swift objects: a type that adopts one of UIKit's protocols in
/// ``UIKitProtocol/all`` and declares a method that Stagehand will never call — a method of
/// the protocol that Stagehand does not model, or one that looks meant for the protocol (its
/// name before the parentheses is a requirement's, or its full name is a slip away from one)
/// but matches no requirement — is reported, naming the protocol and the nearest requirement.
///
/// In Swift such a method compiles silently: StagehandUIKit's protocols give every optional
/// requirement a default, as `@objc optional` requirements are on iOS, so a misspelled
/// `navigationController(_:willShow:animate:)` is a new method nobody calls. Swift on Linux
/// cannot list an object's methods at run time, so this reads the source instead. A method
/// marked `override` is the superclass's business, one the app's own code calls (with every
/// argument written) is not silent, and other methods (helpers) are left alone.
struct UncalledMethodCheck {
    let types: [String: DeclaredType]
    /// The full names of the functions the sources call.
    let calls: Set<String>
    /// What StagehandUIKit declares: a `UI` name it lacks is a UIKit protocol the table cannot
    /// describe.
    let surface: PublicSurface

    /// The findings for every type of `declared`, in the order of the types' methods.
    func findings(for declared: [DeclaredType]) -> [SourceFinding] {
        declared.flatMap(findings(for:))
    }

    private func findings(for type: DeclaredType) -> [SourceFinding] {
        let adopted = protocols(adoptedBy: type)
        guard !adopted.isEmpty else { return [] }
        let modelled = adopted.flatMap { p in p.modelled.map { (name: $0, owner: p.name) } }
        let unmodelled = adopted.flatMap { p in p.unmodelled.map { (name: $0.swift, owner: p.name) } }
        let known = modelled + unmodelled
        // A type that also adopts a UIKit protocol StagehandUIKit lacks (`UICollectionViewDelegate`)
        // has requirements nobody here knows, sharing base names with the known ones: only a
        // near miss of a full name is then a finding.
        let adoptsUnknown = inheritedNames(of: type).contains { $0.hasPrefix("UI") && UIKitProtocol.named($0) == nil && surface.type($0) == nil }
        var result: [SourceFinding] = []
        for method in type.methods where !method.isOverride && !calls.contains(method.fullName)
            && !modelled.contains(where: { $0.name == method.fullName }) {
            if let owner = unmodelled.first(where: { $0.name == method.fullName })?.owner {
                result.append(finding(method, "'\(method.fullName)' is a method of UIKit's \(owner) that Stagehand does not model: it is never called"))
                continue
            }
            let meant = known.filter { requirement in
                NameSuggestions.isNearMiss(method.fullName, of: requirement.name)
                    || !adoptsUnknown && (Self.baseName(of: requirement.name) == method.baseName
                                          || NameSuggestions.isNearMiss(method.baseName, of: Self.baseName(of: requirement.name)))
            }
            guard let nearest = meant.min(by: { closer($0.name, than: $1.name, to: method.fullName) }) else { continue }
            result.append(finding(method, "'\(method.fullName)' is no method of \(nearest.owner) that Stagehand knows, so it is never called"
                                  + NameSuggestions.didYouMean([nearest.name])))
        }
        return result
    }

    private func finding(_ method: DeclaredMethod, _ message: String) -> SourceFinding {
        SourceFinding(location: method.location, message: message, rule: "V4")
    }

    /// The table's protocols that `type` adopts, directly, through the protocols they refine,
    /// or through a superclass declared in the same sources; each once, in the order named.
    func protocols(adoptedBy type: DeclaredType) -> [UIKitProtocol] {
        var result: [UIKitProtocol] = []
        for adopted in inheritedNames(of: type).compactMap(UIKitProtocol.named) {
            for p in adopted.lineage where !result.contains(where: { $0.name == p.name }) { result.append(p) }
        }
        return result
    }

    /// Every name `type` and its superclasses declared in the sources inherit, in order.
    private func inheritedNames(of type: DeclaredType) -> [String] {
        var result: [String] = []
        var visited: [String] = []
        var pending = [type.name]
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard !visited.contains(name), let declared = types[name] else { continue }
            visited.append(name)
            result += declared.inherited
            pending += declared.inherited
        }
        return result
    }

    /// Whether `a` is nearer than `b` to `name` (by edit distance, then alphabetically, so the
    /// choice never depends on the table's order).
    private func closer(_ a: String, than b: String, to name: String) -> Bool {
        let (da, db) = (NameSuggestions.distance(a, name), NameSuggestions.distance(b, name))
        return da != db ? da < db : a < b
    }

    static func baseName(of fullName: String) -> String { String(fullName.prefix { $0 != "(" }) }
}
