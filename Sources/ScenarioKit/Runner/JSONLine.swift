import Foundation

/// A value that travels between a supervisor and its worker as one line of JSON: keys sorted,
/// slashes unescaped, no newline inside.
public protocol JSONLine: Codable {
    /// The line to send if the value cannot be encoded.
    static var unencodableLine: String { get }
}

extension JSONLine {
    /// An empty object: a line that decodes to nothing.
    public static var unencodableLine: String { "{}" }

    /// The value as one line of JSON (no newline).
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return Self.unencodableLine
        }
        return text
    }

    /// The value a line holds, or nil for a line that is not one.
    public init?(line: some StringProtocol) {
        guard let value = try? JSONDecoder().decode(Self.self, from: Data(line.utf8)) else { return nil }
        self = value
    }
}
