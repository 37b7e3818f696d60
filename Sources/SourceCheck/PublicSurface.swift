/// The public API of a module as its source declares it: its types and their members, and its
/// global names. `stagehand check` holds an app's uses of UIKit to StagehandUIKit's surface
/// (``PublicSurface/stagehandUIKit``).
public struct PublicSurface: Sendable {
    /// A type the module declares, or extends (`CGRect`, when the module adds members to it).
    public struct TypeEntry: Sendable {
        /// The name, qualified by the types it is nested in: `UIView.AnimationOptions`.
        public let name: String
        /// The names its declaration inherits (a class's superclass first), unqualified.
        public let inherits: [String]
        /// Its public members, sorted: methods and initialisers by full name
        /// (`addSubview(_:)`, `init(frame:)`), properties, cases and nested types by name.
        public let members: [String]

        /// An entry; the members are kept sorted and unique.
        public init(_ name: String, inherits: [String] = [], members: [String] = []) {
            self.name = name
            self.inherits = inherits
            self.members = Array(Set(members)).sorted()
        }
    }

    /// Every type, sorted by name.
    public let types: [TypeEntry]
    /// Global functions (by base name), variables and type aliases, sorted.
    public let globals: [String]
    private let index: [String: Int]

    /// A surface of `types` and `globals`.
    public init(types: [TypeEntry], globals: [String] = []) {
        var merged: [String: TypeEntry] = [:]
        for entry in types {
            let known = merged[entry.name]
            merged[entry.name] = TypeEntry(entry.name, inherits: (known?.inherits ?? []) + entry.inherits.filter { !(known?.inherits ?? []).contains($0) },
                                           members: (known?.members ?? []) + entry.members)
        }
        self.types = merged.values.sorted { $0.name < $1.name }
        self.globals = Array(Set(globals)).sorted()
        index = Dictionary(uniqueKeysWithValues: self.types.enumerated().map { ($1.name, $0) })
    }

    /// The type named `name`, if the surface has it.
    public func type(_ name: String) -> TypeEntry? { index[name].map { types[$0] } }

    /// Whether `member` (a full name for a method, else a name) is declared by `typeName` or a
    /// type it inherits from in this surface. With `byBaseName`, any method of that base name
    /// counts (a call's labels may leave out defaulted arguments).
    public func has(_ member: String, in typeName: String, byBaseName: Bool = false) -> Bool {
        var visited: [String] = []
        var pending = [typeName]
        while let name = pending.popLast() {
            guard !visited.contains(name), let entry = type(name) else { continue }
            visited.append(name)
            if entry.members.contains(member) { return true }
            if byBaseName, entry.members.contains(where: { $0.hasPrefix(member + "(") }) { return true }
            pending += entry.inherits.reversed()
        }
        return false
    }
}
