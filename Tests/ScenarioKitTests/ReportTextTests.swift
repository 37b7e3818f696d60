import Foundation
import Testing
import ScenarioKit

/// How script text is shown in the text-like reports (``ReportText``): one policy for every
/// format, so a title or a message cannot add lines to a report or reach the terminal as a
/// control sequence, and one enormous message cannot bury the rest.
@Suite("Report text")
struct ReportTextTests {
    @Test("a field stays on one line: control characters, DEL, C1 and bidi controls shown as Lua escapes")
    func field() {
        #expect(ReportText.field("x\nok 99 - forged") == "x\\nok 99 - forged")
        #expect(ReportText.field("a\0b\t\r\u{1B}[31m\u{7F}\u{9B}\u{202E}\u{2028}\u{FFFF}") ==
                "a\\0b\\t\\r\\u{1B}[31m\\u{7F}\\u{9B}\\u{202E}\\u{2028}\\u{FFFF}")
        #expect(ReportText.field("plain é → 😀 \\n") == "plain é → 😀 \\n", "printable text, backslashes included, as it is")
    }

    @Test("a field is cut at 4 KiB with a note")
    func longField() {
        let shown = ReportText.field(String(repeating: "t", count: 10_000))
        #expect(shown == String(repeating: "t", count: 4_096) + " ... 5904 more bytes left out")
    }

    @Test("a message keeps its line breaks and tabs, and shows other control characters")
    func message() {
        #expect(ReportText.messageLines("a.lua:1: a\0b\n\tstack\r\n") == ["a.lua:1: a\\0b", "\tstack\\r", ""])
    }

    @Test("a message is cut at 64 KiB or 1,000 lines, with how many bytes were left out")
    func bounds() {
        let huge = ReportText.messageLines(String(repeating: "x", count: 10 << 20))
        #expect(huge == [String(repeating: "x", count: 65_536),
                         "... 10420224 more bytes of the message left out; the JSON report has it whole"])
        let lines = ReportText.messageLines(String(repeating: "l\n", count: 5_000))
        #expect(lines.count == 1_001)
        #expect(lines[999] == "l")
        #expect(lines[1_000] == "... 8001 more bytes of the message left out; the JSON report has it whole")
        // Escapes count towards the bound as the bytes they print.
        let escapes = ReportText.messageLines(String(repeating: "\u{1B}", count: 20_000))
        #expect(escapes.first?.utf8.count == 65_538)
        #expect(escapes.last == "... 9077 more bytes of the message left out; the JSON report has it whole")
        #expect(ReportText.messageLines(String(repeating: "y", count: 65_536)) == [String(repeating: "y", count: 65_536)])
    }

    @Test("the rerun hint quotes a title on one printable line that a shell reads back as the title")
    func shellQuoted() throws {
        #expect(ReportText.shellQuoted("it's") == "'it'\\''s'")
        #expect(ReportText.shellQuoted("x\nok 99 - it's\t\u{1B}[1m\u{202E}1\\") == "$'x\\nok 99 - it\\'s\\t\\x1B[1m\\u202E1\\\\'")
        let title = "x\nok 99 - it's\t\u{1B}[1m\u{9B}\u{202E}1\\ é"
        let echoed = try CLITests.run("/bin/bash", ["-c", "printf %s " + ReportText.shellQuoted(title)])
        #expect(echoed.output == title)
    }
}
