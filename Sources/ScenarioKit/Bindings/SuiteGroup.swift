import LuaBridge

/// A `describe(title, fn)` group of a scenario file: the prefix its title gives the titles of
/// the scenarios declared inside it (`Group / scenario`), its `before_each` and `after_each`
/// hooks and the tags it gives them. The file's top level is the root group, which has no
/// title. Groups are made in file order while the file's top level runs, so every fresh state
/// that runs the file again makes the same groups and finds each scenario by the same index
/// and title.
final class SuiteGroup {
    /// The enclosing group; nil for the root.
    let parent: SuiteGroup?
    /// `before_each(fn)` hooks, in the order declared.
    var beforeEach: [LuaValue] = []
    /// `after_each(fn)` hooks, in the order declared.
    var afterEach: [LuaValue] = []
    /// What the titles of its scenarios start with: `Outer / Inner / ` (empty for the root).
    /// Worked out once: a file declares thousands of scenarios in some suites.
    let prefix: String
    /// The tags of this group and those enclosing it, sorted, each once.
    let allTags: [String]

    /// The group titled `name` (nil for the file's root group) inside `parent`, whose scenarios
    /// get `tags` (those of `describe(title, {tags = ...}, fn)`) besides the enclosing groups'.
    init(name: String?, parent: SuiteGroup?, tags: [String]) {
        self.parent = parent
        prefix = (parent?.prefix ?? "") + (name.map { $0 + " / " } ?? "")
        allTags = Array(Set((parent?.allTags ?? []) + tags)).sorted()
    }

    /// This group and those enclosing it, outermost (the root) first.
    var chain: [SuiteGroup] {
        var groups: [SuiteGroup] = []
        var group: SuiteGroup? = self
        while let current = group {
            groups.append(current)
            group = current.parent
        }
        return groups.reversed()
    }

    /// The whole title of a scenario titled `title` in this group: `Outer / Inner / title`.
    func title(of title: String) -> String { prefix.isEmpty ? title : prefix + title }

    /// The tags of a scenario of this group that declares `own`: its and the groups', sorted,
    /// each once.
    func tags(with own: [String]) -> [String] {
        own.isEmpty ? allTags : Array(Set(allTags + own)).sorted()
    }
}

/// How a declared scenario runs.
enum DeclarationMode: Equatable {
    /// `scenario(title, fn)`: it runs, unless another scenario of its file is focused.
    case normal
    /// `scenario.only(title, fn)`: it runs, and the file's unfocused scenarios are skipped.
    case focused
    /// `scenario.skip(title, fn)` or `pending(title)`: reported as skipped, for this reason.
    case skipped(String)
}
