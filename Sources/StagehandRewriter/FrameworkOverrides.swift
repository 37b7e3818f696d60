/// Rule O18: methods an app's class overrides on iOS that StagehandUIKit can only declare in an
/// extension of Foundation's `NSObject` (Foundation on Linux lacks them), which Swift does not
/// let a subclass override. The rewrite renames an override `name_stagehandOverride`; the
/// first class of a lineage to override it drops `override` and adopts the member's protocol
/// (StagehandUIKit's `StagehandOverridable_NSObject_name`), which StagehandUIKit's method asks
/// first, so the override answers through any type; `super.name` in it reaches
/// `name_stagehandBase`, `NSObject`'s own behaviour (a further subclass overrides the renamed
/// method as Swift does, its `super` the class above).
enum FrameworkOverrides {
    /// One overridable member of `NSObject`.
    struct Member: Equatable {
        /// The method's base name.
        let base: String
        /// Its argument labels.
        let labels: [String]

        /// StagehandUIKit's protocol an overriding class adopts.
        var protocolName: String { "StagehandOverridable_NSObject_" + base }
        /// What an override is renamed.
        var overrideName: String { base + "_stagehandOverride" }
        /// `NSObject`'s own implementation, what `super` reaches from a first override.
        var baseName: String { base + "_stagehandBase" }
    }

    /// The members: `responds(to:)` and `forwardingTarget(for:)`.
    static let members: [Member] = [
        Member(base: "responds", labels: ["to"]),
        Member(base: "forwardingTarget", labels: ["for"]),
    ]

    /// The member named `base` with `labels`, if it is one.
    static func member(_ base: String, labels: [String]) -> Member? {
        members.first { $0.base == base && $0.labels == labels }
    }
}

extension ModuleIndex {
    /// Rule O18: whether a superclass of `type` declared in the module overrides `member`.
    func inheritsOverride(of member: FrameworkOverrides.Member, in type: String) -> Bool {
        lineage(of: type).dropFirst().contains { _, info in
            info.methods.contains { $0.isOverride && $0.base == member.base && $0.labels == member.labels }
        }
    }

    /// Rule O18: the members class `type` overrides first in its lineage: the protocols it adopts.
    func firstFrameworkOverrides(of type: String) -> [FrameworkOverrides.Member] {
        guard let info = types[type], info.isClass else { return [] }
        return FrameworkOverrides.members.filter { member in
            info.methods.contains { $0.isOverride && $0.base == member.base && $0.labels == member.labels }
                && !inheritsOverride(of: member, in: type)
        }
    }
}
