import ArgumentParser
import ScenarioKit

/// `--format text,junit`: one or more report formats, in the order given.
struct ReportFormatList: ExpressibleByArgument {
    var formats: [ReportFormat]

    init?(argument: String) {
        let parsed = argument.split(separator: ",").map { ReportFormat(rawValue: String($0)) }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else { return nil }
        formats = parsed.compactMap { $0 }
    }

    init(_ formats: [ReportFormat]) { self.formats = formats }

    static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }

    var defaultValueDescription: String { formats.map(\.rawValue).joined(separator: ",") }
}
