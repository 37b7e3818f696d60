import Testing
import ScenarioKit

/// `expect_trace`'s projection rule and its failure diff.
@Suite("Trace expectations")
struct TraceExpectationTests {
    @Test("projection keeps events whose name and callback both occur in the expectation")
    func projection() {
        let expectation = TraceExpectation(expected: ["Child viewWillAppear", "Parent viewDidAppear"])
        let kept = expectation.project([
            "Parent viewWillAppear(false)", "Child viewWillAppear(false)", "Child viewDidLoad",
            "Other viewWillAppear(false)", "Child viewDidAppear(false)", "Parent viewDidAppear(false)",
        ]).map(\.text)
        #expect(kept == ["Parent viewWillAppear(false)", "Child viewWillAppear(false)",
                         "Child viewDidAppear(false)", "Parent viewDidAppear(false)"])
    }

    @Test("a line without arguments matches any arguments; with them, only those")
    func argumentMatching() {
        #expect(TraceExpectation(expected: ["A viewWillAppear"]).failure(for: ["A viewWillAppear(true)"]) == nil)
        #expect(TraceExpectation(expected: ["A viewWillAppear(false)"]).failure(for: ["A viewWillAppear(true)"]) != nil)
    }

    @Test("warnings and lint lines project by their kind")
    func warnings() {
        let expectation = TraceExpectation(expected: ["A warning"])
        #expect(expectation.failure(for: ["A warning: Unbalanced calls", "A viewDidAppear(false)"]) == nil)
        #expect(TraceLine("A lint: message").callback == "lint")
        #expect(TraceLine("A warning: m").arguments == "m")
    }

    @Test("a line splits at its first space and at the outer parentheses, whatever the text around them")
    func splitting() {
        func parts(_ text: String) -> [String?] {
            let line = TraceLine(text)
            return [line.name, line.callback, line.arguments]
        }
        #expect(parts("Écran viewWillAppear(false)") == ["Écran", "viewWillAppear", "false"])
        #expect(parts("Form didMove(toParent: (nil))") == ["Form", "didMove", "toParent: (nil)"])
        #expect(parts("Form#2 viewDidLoad") == ["Form#2", "viewDidLoad", nil])
        #expect(parts("名前 表示(はい)") == ["名前", "表示", "はい"])
        #expect(parts("alone") == ["alone", "", nil])
        #expect(parts("A lint") == ["A", "lint", nil])
        #expect(parts("A lint:   spaced out") == ["A", "lint", "spaced out"])
        #expect(parts("A linted(x)") == ["A", "linted", "x"])
        #expect(parts("A open(") == ["A", "open(", nil])
        #expect(parts("My VC viewDidLoad") == ["My", "VC viewDidLoad", nil])
        #expect(parts("A 👍🏽(✓)") == ["A", "👍🏽", "✓"])
    }

    @Test("exact compares every event")
    func exact() {
        let expectation = TraceExpectation(expected: ["A viewDidLoad"], exact: true)
        #expect(expectation.failure(for: ["A loadView", "A viewDidLoad"]) != nil)
        #expect(expectation.failure(for: ["A viewDidLoad"]) == nil)
    }

    @Test("the failure is a line diff: - missing, + unexpected")
    func diff() throws {
        let expectation = TraceExpectation(expected: ["A one", "A two", "A three"], exact: true)
        let message = try #require(expectation.failure(for: ["A one", "A three", "A four"]))
        #expect(message.contains("    A one\n  - A two\n    A three\n  + A four"))
    }
}

extension TraceExpectationTests {
    @Test("without: named events must not occur at all")
    func without() throws {
        let expectation = TraceExpectation(expected: ["A viewDidAppear"], without: ["B didMoveToParent"])
        #expect(expectation.failure(for: ["A viewDidAppear(true)"]) == nil)
        let message = try #require(expectation.failure(for: ["B didMoveToParent(P)", "A viewDidAppear(true)"]))
        #expect(message.contains("! B didMoveToParent(P)"))
    }
}

extension TraceExpectationTests {
    @Test("a huge mismatch is diffed coarsely, keeping the common head and tail")
    func hugeDiff() throws {
        let expected = (0..<3000).map { "A e\($0)" } + ["A end"]
        let actual = (0..<3000).map { "A a\($0)" } + ["A end"]
        let message = try #require(TraceExpectation(expected: expected, exact: true).failure(for: actual))
        #expect(message.contains("  - A e0\n"))
        #expect(message.contains("  + A a2999\n    A end"))
    }
}
