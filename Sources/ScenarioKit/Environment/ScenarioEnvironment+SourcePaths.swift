/// Whole paths in messages. Lua shortens a chunk's name to 59 characters where it writes a
/// position itself (its runtime errors, `error`'s position, tracebacks): a longer path becomes
/// "..." and its tail, which an editor or Xcode cannot open. Stagehand's own positions use the
/// whole path; these put it back where Lua cut it.
extension ScenarioEnvironment {
    /// The paths of the chunks this environment loaded: the scenario file and its modules.
    var sourcePaths: [String] { [file] + modules.paths }

    /// `text` with every shortened form of one of `paths` ("..." and at least the last 40
    /// characters of it) replaced by the whole path.
    static func restoringPaths(in text: String, _ paths: [String]) -> String {
        var text = text
        for path in paths where path.utf8.count > 59 && text.contains("...") {
            // Lua keeps the last 56 bytes; a few more lengths are tried so that a build of Lua
            // with another LUA_IDSIZE is served too.
            let characters = Array(path)
            for kept in stride(from: min(characters.count - 1, 120), through: 40, by: -1) {
                let shortened = "..." + String(characters[(characters.count - kept)...])
                if text.contains(shortened) { text = text.replacing(shortened, with: path) }
            }
        }
        return text
    }
}
