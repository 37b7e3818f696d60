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
        completion and type checking in a suite outside this repository.
        """
    )

    @Argument(help: "A class, a global, or Class.member.")
    var topic: String?

    @Flag(help: "Print the LuaLS definition file (stagehand.d.lua) instead.")
    var luaDefinitions = false

    func run() throws {
        let reference = APIReference.bundled
        if luaDefinitions {
            print(APIReference.definitionFile, terminator: "")
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
        let close = reference.suggestions(for: topic)
        if !close.isEmpty { message += "; did you mean: " + close.joined(separator: ", ") }
        throw UsageError(message)
    }
}
