import Foundation
import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// The worker protocol's own JSON writer and reader: the same bytes as Foundation's
/// `JSONEncoder` writes for the same tree (sorted keys, slashes unescaped), and a strict
/// reader.
@Suite("JSON lines")
struct JSONLineTests {
    static let awkward = "quote \" backslash \\ slash / newline \n tab \t return \r bell \u{07} nul \u{00} é → 😀"

    static var messages: [WorkerMessage] {
        var result = ScenarioResult(file: "dir/f.lua", title: awkward, line: 3, status: .failed, message: awkward, events: [
            TraceEvent(subject: awkward, body: .callback(.didMoveToParent, arguments: [awkward]), rule: .A1, cause: ["f.lua:4"]),
            TraceEvent(subject: "a", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: [""]),
            TraceEvent(subject: "b", body: .warning(awkward), rule: .A3, cause: [.init(awkward)]),
            TraceEvent(subject: "c", body: .lint("m"), rule: .C2, cause: ["x"]),
        ])
        result.goldens = ["f.lua.golden/t.trace"]
        result.seed = .max
        result.rerun = .stagehandRun
        var skipped = ScenarioResult(file: "s.lua", title: "later", line: 5, status: .skipped, message: "pending", events: [])
        skipped.duration = 0.012345
        return [
            .plan([ScenarioRunner.Planned(position: 2, declaration: .init(title: awkward, line: 9)),
                   ScenarioRunner.Planned(position: 3, declaration: .init(title: "y", line: 12))]),
            .plan([]), .result(result),
            .result(ScenarioResult(file: "g.lua", title: "", line: 0, status: .crashed, message: "", events: [])),
            .result(skipped), .done,
        ]
    }

    /// What `JSONEncoder` writes for the same tree of values.
    static func foundationLine(_ value: some JSONLine) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(EncodableJSON(value: value.jsonValue)), as: UTF8.self)
    }

    @Test("every message and request is written exactly as JSONEncoder writes it")
    func sameBytesAsFoundation() throws {
        for message in Self.messages {
            #expect(message.line == (try Self.foundationLine(message)))
        }
        for request: WorkerRequest in [.run(file: Self.awkward, only: [0, 3]), .run(file: "x.lua", only: nil), .run(file: "y.lua", only: []),
                                       .configure(WorkerConfiguration(runner: ScenarioRunner(filter: Self.awkward), forkWidth: 4))] {
            #expect(request.line == (try Self.foundationLine(request)))
        }
    }

    @Test("what JSONEncoder writes reads back to the same value, and so does our own line")
    func readsFoundationLines() throws {
        for message in Self.messages {
            #expect(WorkerMessage(line: try Self.foundationLine(message)) == message)
            #expect(WorkerMessage(line: message.line) == message)
        }
    }

    @Test("the reader takes spaces and every escape, \\u with surrogate pairs")
    func readerAcceptsValidJSON() {
        let text = #" { "b" : [ 1 , -2 , true , false , null ] , "a" : "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00" } "#
        #expect(JSONValue(parsing: text) == .object([
            ("b", .array([.int(1), .int(-2), .bool(true), .bool(false), .null])),
            ("a", .string("x\"\\/\u{08}\u{0C}\n\r\té😀")),
        ]))
    }

    @Test("the reader refuses what is not one JSON value", arguments: [
        "", "{", "}", "[1,]", "{\"a\"}", "{\"a\":1,}", "\"open", "\"bad \\q escape\"", "\"raw \n newline\"",
        "\"\\ud83d alone\"", "1.", "1.e3", "1e", "1e+", "nul", "{} {}", "[" + String(repeating: "[", count: 80) + String(repeating: "]", count: 81),
    ])
    func readerRefusesInvalidJSON(text: String) {
        #expect(JSONValue(parsing: text) == nil)
    }

    @Test("numbers with a fraction or an exponent read back as doubles; a duration round-trips exactly")
    func numbers() throws {
        #expect(JSONValue(parsing: "[1.5, -0.25, 2e3, 1E-6, 7]") == .array([.number(1.5), .number(-0.25), .number(2000), .number(0.000001), .int(7)]))
        var result = ScenarioResult(file: "a.lua", title: "t", line: 1, status: .passed, message: "", events: [])
        for seconds in [0.0, 0.000001, 0.012345, 1.5, 123.456789] {
            result.duration = seconds
            #expect(ScenarioResult(line: result.line)?.duration == seconds)
            #expect(result.line.contains("\"duration_s\":"))
        }
        result.duration = nil
        #expect(!result.line.contains("duration_s"))
    }

    @Test("a line of the wrong shape is no message")
    func wrongShapes() {
        #expect(WorkerMessage(line: #"{"start":{"position":2}}"#) == nil)
        #expect(WorkerMessage(line: #"{"plan":{"_0":[{"position":1}]}}"#) == nil)
        #expect(WorkerMessage(line: #"{"other":{}}"#) == nil)
        #expect(WorkerMessage(line: #"{"done":{}}"#) == nil)
        #expect(WorkerRequest(line: #"{"run":{"file":"a.lua","only":[1,"2"]}}"#) == nil)
        #expect(WorkerRequest(line: #"{"run":{"file":"a.lua","only":null}}"#) == .run(file: "a.lua", only: nil))
        #expect(WorkerRequest(line: #"{"configure":{"fork_width":1}}"#) == nil)
    }
}

/// A ``JSONValue`` handed to Foundation's encoder, to compare the bytes of the two writers.
private struct EncodableJSON: Encodable {
    let value: JSONValue

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        switch value {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .int(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for element in values { try container.encode(EncodableJSON(value: element)) }
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, member) in members { try container.encode(EncodableJSON(value: member), forKey: Key(stringValue: key)) }
        }
    }
}

/// The direct writer gives, byte for byte, the text of the tree it replaces.
@Suite("JSON written directly")
struct JSONWriterTests {
    @Test("a result with every kind of event, marks, goldens written and awkward text writes as its JSONValue does, also inside a worker message")
    func sameText() {
        let awkward = "q\"uote\\ back\nline\u{1}ctl/slash é"
        var result = ScenarioResult(file: "f.lua", title: awkward, line: 3, status: .failed, message: awkward, events: [
            TraceEvent(subject: awkward, body: .callback(.didMoveToParent, arguments: [awkward, "2"]), rule: .A1, cause: ["f.lua:4"]),
            TraceEvent(subject: "a", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: [""]),
            TraceEvent(subject: "b", body: .warning(awkward), rule: .V1, cause: ["c"]),
            TraceEvent(subject: "c", body: .lint("loose"), rule: .C3, cause: ["d"]),
        ])
        result.goldens = ["f.lua.golden/t.trace"]
        result.marks = [1, 3]
        result.writtenGoldens = [WrittenGolden(path: "p", how: .recorded)]
        for duration in [nil, 0.5] {
            result.duration = duration
            #expect(result.line == result.jsonValue.text)
            #expect(WorkerMessage.result(result).line == WorkerMessage.result(result).jsonValue.text)
        }
        for event in result.events { #expect(event.line == event.jsonValue.text) }
        #expect(ScenarioResult(line: result.line) == result)
        guard case .result(let read)? = WorkerMessage(line: WorkerMessage.result(result).line) else {
            Issue.record("the worker message did not read back")
            return
        }
        #expect(read == result && read.duration == result.duration)
    }

    @Test("reading a result event by event refuses what reading it as a tree refuses")
    func streamedReading() {
        let good: String = ScenarioResult(file: "f", title: "t", line: 1, status: .passed, message: "", events: [
            TraceEvent(subject: "a", body: .callback(.viewDidLoad, arguments: []), rule: .V1, cause: ["c"]),
        ]).line
        #expect(ScenarioResult(line: good) != nil)
        #expect(ScenarioResult(line: "  " + good + " \n") != nil)
        for bad in [good.replacingOccurrences(of: "\"viewDidLoad\"", with: "\"noSuchCallback\""),
                    good.replacingOccurrences(of: "\"events\"", with: "\"evnts\""),
                    String(good.dropLast()), good + "x", "[]", "{}", "",
                    good.replacingOccurrences(of: "\"status\":\"passed\"", with: "\"status\":\"maybe\"")] {
            #expect(ScenarioResult(line: bad) == nil, "\(bad)")
        }
        #expect(WorkerMessage(line: #"{"done":true}"#) == .done)
        #expect(WorkerMessage(line: #"{"result":{}}"#) == nil)
    }
}
