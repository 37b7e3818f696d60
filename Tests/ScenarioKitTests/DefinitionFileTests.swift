import Foundation
import Testing
@testable import ScenarioKit

/// The LuaLS definition file (`Sources/ScenarioKit/Reference/stagehand.d.lua`) names exactly
/// what the running scenario environment exposes: every global, every class, every property
/// and method, nothing more and nothing less. `stagehand docs` reads the same file.
@Suite("Definition file and reference")
struct DefinitionFileTests {
    let reference = APIReference.bundled

    /// Lua 5.4's own globals that the sandbox keeps; the definition file leaves them to LuaLS.
    static let luaStandard: Set<String> = [
        "_G", "_VERSION", "assert", "collectgarbage", "coroutine", "error", "getmetatable", "ipairs", "load",
        "math", "next", "pairs", "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "select",
        "setmetatable", "string", "table", "tonumber", "tostring", "type", "utf8", "warn", "xpcall",
    ]

    /// Fields the engine reads from an instance's own Lua fields (set by the script), which are
    /// documented but are no Swift properties.
    static let scriptFields: [String: [String]] = ["View": ["onTap"]]

    /// A loaded environment (prelude included) and a Lua function of it run with `app`.
    func names(_ body: String) throws -> [String] {
        let environment = ScenarioEnvironment(file: "reference.lua", limits: ScenarioLimits())
        #expect(environment.load("") == nil)
        let source = "local app = ...\nlocal names = {}\n" + body + "\ntable.sort(names)\nreturn table.concat(names, '\\n')"
        let result = try environment.state.run(source, chunkName: "=names", arguments: [.object(environment.app)]).get()
        return result.first?.asString?.split(separator: "\n").map(String.init) ?? []
    }

    func documented(_ className: String) throws -> APIReference.Class {
        try #require(reference.class(named: className), "no ---@class \(className) in the definition file")
    }

    @Test("the globals a scenario sees, beyond Lua's own, are the file's globals and global classes")
    func globals() throws {
        let live = try names("""
        for k in pairs(_G) do
          if type(k) == "string" and k:sub(1, 1) ~= "\\1" then names[#names + 1] = k end
        end
        for k in pairs(scenario) do names[#names + 1] = "scenario." .. k end
        """)
        let stagehand = live.filter { !Self.luaStandard.contains($0) }
        let fileGlobals = reference.globals.map(\.name) + reference.classes.filter(\.isGlobal).map(\.name)
        expectSameMembers("the global ", .declared(fileGlobals), MemberSource(words: "exposed", names: stagehand))
    }

    @Test("every class bound from Swift has its superclass, properties and methods in the file, exactly")
    func swiftClasses() throws {
        let environment = ScenarioEnvironment(file: "reference.lua", limits: ScenarioLimits())
        let classes = environment.state.registeredClasses
        #expect(classes.count >= 14)
        for cls in classes {
            let entry = try documented(cls.name)
            #expect(entry.isGlobal, "\(cls.name) is a global class")
            #expect(entry.superclass == cls.superclass?.name, "\(cls.name)'s superclass")
            let fields = entry.fields.map(\.name).filter { !(Self.scriptFields[cls.name] ?? []).contains($0) }
            expectSameMembers("\(cls.name).", .declared(fields), MemberSource(words: "a bound property", names: cls.propertyNames))
            // Root classes carry `subclass` in their table; subclasses reach it by inheritance.
            let methods = cls.methodNames + (cls.superclass == nil ? ["subclass"] : [])
            expectSameMembers("\(cls.name):", .declared(entry.methods.map(\.name)), MemberSource(words: "a bound method", names: methods))
            if !cls.constructorKeys.isEmpty {
                let properties = try documented(cls.name + "Properties")
                let missing = cls.constructorKeys.subtracting(properties.fields.map(\.name))
                #expect(missing.sorted() == [], "\(cls.name){...} keys missing from \(cls.name)Properties")
                #expect(entry.constructor != nil, "\(cls.name) documents its constructor")
            }
        }
    }

    @Test("the classes written in Lua and the tables the environment hands out have the file's members")
    func luaClasses() throws {
        let frc = try names("""
        for k, v in pairs(FetchedResultsController) do
          if type(v) == "function" and k:sub(1, 2) ~= "__" then names[#names + 1] = k end
        end
        """)
        let defined = "defined in Lua"
        expectSameMembers("FetchedResultsController:", .declared(try documented("FetchedResultsController").methods.map(\.name)),
                          MemberSource(words: defined, names: frc))
        let matchers = try names("for k in pairs(getmetatable(expect(1)).__index) do if k ~= '__index' then names[#names + 1] = k end end")
        expectSameMembers("Expectation:", .declared(try documented("Expectation").methods.map(\.name)), MemberSource(words: defined, names: matchers))
        let trace = try names("for k in pairs(getmetatable(app.trace).__index) do names[#names + 1] = k end")
        expectSameMembers("Trace:", .declared(try documented("Trace").methods.map(\.name)), MemberSource(words: defined, names: trace))
        let stats = try names("for k in pairs(app.stats) do names[#names + 1] = k end")
        expectSameMembers("AppStats.", .declared(try documented("AppStats").fields.map(\.name)), MemberSource(words: "in app.stats", names: stats))
    }

    @Test("every entry is described: classes, members, parameters and return values")
    func everythingDescribed() {
        for cls in reference.classes {
            #expect(!(cls.summary.first ?? "").isEmpty, "\(cls.name) has a description")
            for member in cls.fields + cls.methods {
                #expect(!(member.summary.first ?? "").isEmpty, "\(cls.name).\(member.name) has a description")
                for parameter in member.parameters {
                    #expect(!parameter.summary.isEmpty && !parameter.type.isEmpty,
                            "\(cls.name).\(member.name)'s parameter \(parameter.name) has a type and a description")
                }
            }
            #expect(reference.text(for: cls.name) != nil)
        }
        for global in reference.globals {
            #expect(!(global.summary.first ?? "").isEmpty, "\(global.name) has a description")
        }
    }

    @Test("the definition file is valid Lua, and the copy in the binary is the file in the repository")
    func fileIsLua() throws {
        let path = BundledScenariosTests.root.appendingPathComponent("Sources/ScenarioKit/Reference/stagehand.d.lua").path
        let onDisk = try String(contentsOfFile: path, encoding: .utf8)
        #expect(onDisk == APIReference.definitionFile)
        let environment = ScenarioEnvironment(file: "reference.lua", limits: ScenarioLimits())
        if case .failure(let error) = environment.state.compile(onDisk, chunkName: "@stagehand.d.lua") {
            Issue.record("the definition file does not compile: \(error.message)")
        }
    }

    @Test(".luarc.json at the root and in scenarios/ point LuaLS at the definition file")
    func luarc() throws {
        for folder in ["", "scenarios/"] {
            let url = BundledScenariosTests.root.appendingPathComponent(folder + ".luarc.json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            #expect(json["runtime.version"] as? String == "Lua 5.4")
            let libraries = try #require(json["workspace.library"] as? [String])
            let found = libraries.contains { library in
                let directory = BundledScenariosTests.root.appendingPathComponent(folder + library)
                return FileManager.default.fileExists(atPath: directory.appendingPathComponent("stagehand.d.lua").path)
            }
            #expect(found, "\(folder).luarc.json's workspace.library holds the definition file's folder")
        }
    }

    @Test("a topic finds a class, a global, an inherited member, a receiver-style member, or every member of that name")
    func topics() throws {
        let inherited = try #require(reference.text(for: "TableViewController.addChild"))
        #expect(inherited.hasPrefix("vc:addChild(child)    (ViewController)\n"))
        #expect(reference.text(for: "vc:addChild") == inherited)
        let global = try #require(reference.text(for: "expect_trace"))
        #expect(global.hasPrefix("expect_trace(app, expected, opts)\n"))
        #expect(global.contains("    expected: string[]  The expected event lines"))
        let both = try #require(reference.text(for: "reloadData"))
        #expect(both.contains("tableView:reloadData()    (TableView)"))
        #expect(both.contains("collectionView:reloadData()    (CollectionView)"))
        let cls = try #require(reference.text(for: "NavigationController"))
        #expect(cls.hasPrefix("class NavigationController (a ViewController)\n"))
        #expect(cls.contains("  vc:pushViewController(controller, animated)"))
        #expect(cls.contains("Inherits everything of ViewController: stagehand docs ViewController"))
        let field = try #require(reference.text(for: "app.firstResponder"))
        #expect(field.hasPrefix("app.firstResponder: View|nil    (App)\n"))
        #expect(reference.text(for: "ViewController.noSuchThing") == nil)
        let skip = try #require(reference.text(for: "scenario.skip"))
        #expect(skip.hasPrefix("scenario.skip(title, opts, body)\n"))
        #expect(reference.text(for: "describe")?.hasPrefix("describe(title, opts, body)\n") == true)
        #expect(reference.suggestions(for: "addchildren").contains("ViewController.addChild"))
        #expect(reference.suggestions(for: "addChlid").first == "ViewController.addChild")
        #expect(reference.suggestions(for: "viewWillApear").first == "ViewController.viewWillAppear")
        #expect(!reference.suggestions(for: "viewWillApear").contains("View"))
    }

    @Test("stagehand docs prints the index, a topic, the definition file; an unknown topic exits 2 with suggestions")
    func command() throws {
        let index = try CLITests.run(CLITests.binary, ["docs"])
        #expect(index.status == 0)
        for cls in reference.classes { #expect(index.output.contains("  \(cls.name) "), "the index lists \(cls.name)") }
        let topic = try CLITests.run(CLITests.binary, ["docs", "vc:addChild"])
        #expect(topic.status == 0)
        #expect(topic.output == reference.text(for: "vc:addChild"))
        let definitions = try CLITests.run(CLITests.binary, ["docs", "--lua-definitions"])
        #expect(definitions.output == APIReference.definitionFile)
        let unknown = try CLITests.run(CLITests.binary, ["docs", "addChildController"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("no entry for 'addChildController' in the reference; did you mean: ViewController.addChild"))
    }

    @Test("V4: stagehand docs names the UIKit protocol of a method Stagehand does not model, and exits 2")
    func unmodelledTopic() throws {
        let result = try CLITests.run(CLITests.binary, ["docs", "sizeForItem"])
        #expect(result.status == 2)
        #expect(result.output.contains(
            "no entry for 'sizeForItem' in the reference: it is a method of UIKit's UICollectionViewDelegate that Stagehand does not model (never called)"))
        #expect(APIReference.unmodelledProtocols(of: "numberOfItems").isEmpty)
    }
}
