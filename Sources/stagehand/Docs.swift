import ArgumentParser
import Foundation
import ScenarioKit

/// `stagehand docs [TOPIC]`: the scripting API's reference in the terminal, read from the
/// same definition file that editors use.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Print the reference of the scripting API: a class, a global or a member.",
        discussion: """
        With no topic, lists every global and class. A topic is a class (ViewController), a global \
        (expect_trace), a member of a class or its superclasses (TableViewController.addChild, \
        vc:addChild), or a member name found in any class (reloadData). Unknown topics exit 2.
        --lua-definitions prints the Lua Language Server definition file, to give an editor \
        completion and type checking in a suite outside this repository. --markdown prints the \
        reference tables of docs/lua-api.md: every one, or the one named (globals, classes, types \
        or a class).
        """
    )

    @Argument(help: "A class, a global, or Class.member.")
    var topic: String?

    @Flag(help: "Print the LuaLS definition file (stagehand.d.lua) instead.")
    var luaDefinitions = false

    @Flag(help: "Print the reference as Markdown tables (those of docs/lua-api.md) instead.")
    var markdown = false

    func validate() throws {
        if luaDefinitions && markdown { throw UsageError("--lua-definitions and --markdown print different things; give one") }
    }

    func run() throws {
        let reference = APIReference.bundled
        if luaDefinitions {
            print(APIReference.definitionFile, terminator: "")
            return
        }
        if markdown {
            try printMarkdown(of: reference)
            return
        }
        guard let topic else {
            print(reference.index, terminator: "")
            return
        }
        if let text = reference.text(for: topic) {
            print(text, terminator: "")
            return
        }
        var message = "no entry for '\(topic)' in the reference"
        // Rule V4: a method of a UIKit protocol that Stagehand does not model is known, and said so.
        let unmodelled = APIReference.unmodelledProtocols(of: topic)
        if !unmodelled.isEmpty {
            message += ": it is a method of UIKit's \(unmodelled.joined(separator: " and ")) that Stagehand does not model (never called)"
            throw UsageError(message)
        }
        let close = reference.suggestions(for: topic)
        if !close.isEmpty { message += "; did you mean: " + close.joined(separator: ", ") }
        throw UsageError(message)
    }

    /// Every table, a blank line apart, or the one the topic names.
    private func printMarkdown(of reference: APIReference) throws {
        let tables = topic.map { [APIReference.Table(named: $0)] } ?? reference.tables
        let texts = tables.compactMap(reference.markdown(of:))
        guard texts.count == tables.count else {
            throw UsageError("no table '\(topic ?? "")' in the reference: globals, classes, types or a class name")
        }
        print(texts.joined(separator: "\n"), terminator: "")
    }
}
