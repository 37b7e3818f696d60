import Foundation
import HeadlessUIKit
import LuaBridge

/// The scenarios a file declares (`scenario`, `scenario.skip`, `scenario.only`, `pending`,
/// inside `describe` groups with their hooks), and which of them run.
extension ScenarioEnvironment {
    /// A `scenario(title, fn)` declaration (or `scenario.skip`, `scenario.only`, `pending`).
    struct Declared {
        /// The whole title: the titles of its `describe` groups, then its own, joined by ` / `.
        var title: String
        var line: Int
        /// The innermost `describe` group (the file's root group outside any).
        var group: SuiteGroup
        /// Its tags and its groups', sorted, each once.
        var tags: [String]
        var mode: DeclarationMode
    }

    /// Declares a scenario in the current group: its title is the groups' titles and `title`.
    func declare(title: String, line: Int, function: LuaValue, tags: [String] = [],
                 mode: DeclarationMode = .normal) throws(LuaError) {
        try refuseWhileRunning("scenario()")
        // One form of each title everywhere (filters, goldens, reports): two titles that look
        // the same are the same, however their accents were typed.
        let raw = group.title(of: title)
        let title = raw.precomposedStringWithCanonicalMapping
        if let first = declaredLines[title] {
            let how = Array(first.raw.utf8) == Array(raw.utf8) ? ""
                : "; the two differ only in how their characters are composed (Unicode normalisation), and titles are compared after it"
            throw LuaError(message: "duplicate scenario title \"\(title)\" (first declared at line \(first.line)\(how))")
        }
        if mode == .focused {
            if refusesFocus {
                throw LuaError(message: "scenario.only is refused when CI is set: a focused file would pass CI having run only part of the suite; remove the .only (or run without CI set)")
            }
            if focusLine == nil { focusLine = line }
        }
        declaredLines[title] = (line, raw)
        state.tableSet(declaredFunctions, declared.count + 1, function)
        declared.append(Declared(title: title, line: line, group: group, tags: group.tags(with: tags), mode: mode))
    }

    /// An error when a scenario is running: `what` belongs at the top level of the file (or in
    /// a `describe`).
    func refuseWhileRunning(_ what: String) throws(LuaError) {
        if running {
            throw LuaError(message: "\(what) must be called at the top level of the file (or inside describe), not inside a scenario")
        }
    }

    /// Why `declaration` does not run, or nil when it runs.
    func skipReason(_ declaration: Declared) -> String? {
        switch declaration.mode {
        case .skipped(let reason): return reason
        case .focused: return nil
        case .normal:
            guard let focusLine else { return nil }
            return "not focused: scenario.only at line \(focusLine) of this file runs only its focused scenarios"
        }
    }
}
