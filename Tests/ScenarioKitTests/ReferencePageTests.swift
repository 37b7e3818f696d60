import Foundation
import Testing
@testable import ScenarioKit

/// The reference tables of docs/lua-api.md are the definition file's, generated: each table
/// follows a `<!-- reference: NAME -->` line and is what `stagehand docs --markdown NAME`
/// prints (globals, classes, types, or a class's members). `scripts/update-lua-api` writes them.
@Suite("Reference page")
struct ReferencePageTests {
    /// A generated table as the page has it.
    struct PageTable {
        /// The name after `reference:`.
        var name: String
        /// The marker and every `|` line after it.
        var lines: [String]

        /// The rows: the lines after the heading and its rule.
        var rows: [String] { Array(lines.dropFirst(3)) }
    }

    static let pageURL = BundledScenariosTests.root.appendingPathComponent("docs/lua-api.md")

    /// Each `<!-- reference: NAME -->` line of `page` and the table lines that follow it.
    static func tables(in page: String) -> [PageTable] {
        var found: [PageTable] = []
        var current: PageTable?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let table = current, line.hasPrefix("|") {
                current?.lines = table.lines + [line]
                continue
            }
            if let table = current { found.append(table) }
            current = nil
            if line.hasPrefix("<!-- reference: "), line.hasSuffix(" -->") {
                current = PageTable(name: String(line.dropFirst("<!-- reference: ".count).dropLast(" -->".count)), lines: [line])
            }
        }
        if let table = current { found.append(table) }
        return found
    }

    /// A row's first cell without its code span: `vc:addChild(child)`.
    static func key(of row: String) -> String {
        let cell = row.dropFirst(2).components(separatedBy: " | ").first ?? ""
        return cell.replacingOccurrences(of: "`", with: "")
    }

    @Test("the page has every table of the reference once, and no table the reference does not have")
    func everyTable() throws {
        let page = try String(contentsOf: Self.pageURL, encoding: .utf8)
        let reference = APIReference.bundled
        expectSameMembers("the table ", MemberSource(words: "a table of the reference", names: reference.tables.map(\.name)),
                          MemberSource(words: "in docs/lua-api.md", names: Self.tables(in: page).map(\.name)))
    }

    @Test("each table of the page has the declared rows, member by member both ways, in the definition file's order")
    func tablesMatchTheDeclaration() throws {
        let page = try String(contentsOf: Self.pageURL, encoding: .utf8)
        let reference = APIReference.bundled
        let hint = "(scripts/update-lua-api rewrites the tables)"
        for table in Self.tables(in: page) {
            let generated = APIReference.Table(named: table.name)
            guard let rows = reference.rows(of: generated), let markdown = reference.markdown(of: generated) else { continue }
            let expected = markdown.split(separator: "\n").map(String.init)
            #expect(Array(table.lines.prefix(3)) == Array(expected.prefix(3)), "the heading of the table \(table.name) \(hint)")
            let pageKeys = table.rows.map(Self.key(of:))
            expectSameMembers("\(table.name): ", .declared(rows.map(\.key)),
                              MemberSource(words: "in docs/lua-api.md's table \(hint)", names: pageKeys))
            for row in rows {
                guard let shown = table.rows.first(where: { Self.key(of: $0) == row.key }), shown != row.line else { continue }
                Issue.record("\(table.name): the row of \(row.key) is not the declaration's \(hint)\n  page:     \(shown)\n  declared: \(row.line)")
            }
            if Set(pageKeys) == Set(rows.map(\.key)), pageKeys != rows.map(\.key) {
                Issue.record("\(table.name): the rows are not in the definition file's order \(hint)")
            }
        }
    }

    @Test("a member's row says what it is: property, method, callback (optional when the registry says so), field or function")
    func rows() throws {
        let reference = APIReference.bundled
        let controller = try #require(reference.rows(of: .members(of: "ViewController")))
        #expect(controller.first { $0.key == "vc.name" }?.line.hasPrefix("| `vc.name` | property | `string` | The name the trace prints") == true)
        #expect(controller.first { $0.key == "vc:addChild(child)" }?.line.hasPrefix("| `vc:addChild(child)` | method |  | Adds a child") == true)
        #expect(controller.first { $0.key == "vc:viewWillAppear(animated)" }?.line.contains(" | callback |  | ") == true)
        let table = try #require(reference.rows(of: .members(of: "TableViewController")))
        #expect(table.first { $0.key == "vc:didSelectRow(indexPath)" }?.line.contains(" | optional callback | ") == true)
        let source = try #require(reference.rows(of: .members(of: "CollectionViewDataSource")))
        #expect(source.map(\.key) == ["name", "numberOfSections(collectionView)", "numberOfItems(collectionView, section)",
                                      "cellForItem(collectionView, indexPath)"])
        #expect(source[2].line.hasPrefix("| `numberOfItems(collectionView, section)` | callback | `integer` | "))
        let animate = try #require(reference.rows(of: .members(of: "AnimateOptions")))
        #expect(animate.first { $0.key == "completion(finished)" }?.line.contains(" | function |  | ") == true)
        let globals = try #require(reference.rows(of: .globals))
        #expect(globals.first { $0.key == "automaticDimension" }?.line.hasPrefix("| `automaticDimension` | `number` | ") == true)
        #expect(reference.rows(of: .members(of: "NoSuchClass")) == nil)
        let view = try #require(reference.rows(of: .members(of: "View")))
        #expect(view.first { $0.key == "view.superview" }?.line.contains("`View\\|nil`") == true, "a | in a cell is escaped")
    }

    @Test("stagehand docs --markdown prints one table or all; scripts/update-lua-api rewrites a stale page's tables")
    func generator() throws {
        let reference = APIReference.bundled
        let one = try CLITests.run(CLITests.binary, ["docs", "--markdown", "ViewController"])
        #expect(one.status == 0)
        #expect(one.output == reference.markdown(of: .members(of: "ViewController")))
        let all = try CLITests.run(CLITests.binary, ["docs", "--markdown"])
        #expect(all.output == reference.tables.compactMap(reference.markdown(of:)).joined(separator: "\n"))
        let unknown = try CLITests.run(CLITests.binary, ["docs", "--markdown", "NoSuchClass"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("no table 'NoSuchClass' in the reference"))
        #expect(try CLITests.run(CLITests.binary, ["docs", "--markdown", "--lua-definitions"]).status == 2)

        let page = try String(contentsOf: Self.pageURL, encoding: .utf8)
        var lines = page.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.hasPrefix("| `vc:addChild(child)` ") })
        lines[row] = "| `vc:addChildController(child)` | method |  | Not declared. |"
        lines.insert("| `vc:stale()` | method |  | Not declared either. |", at: row)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-page-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stale = folder.appendingPathComponent("lua-api.md")
        try lines.joined(separator: "\n").write(to: stale, atomically: true, encoding: .utf8)
        let script = BundledScenariosTests.root.appendingPathComponent("scripts/update-lua-api").path
        let update = try CLITests.run(script, ["--binary", CLITests.binary, stale.path])
        #expect(update.status == 0, "\(update.output)")
        #expect(try String(contentsOf: stale, encoding: .utf8) == page)
    }
}
