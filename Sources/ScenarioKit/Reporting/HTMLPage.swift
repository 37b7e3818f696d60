/// The HTML report's style sheet and script (see ``HTMLReporter``), embedded in the binary
/// from `report.css` and `report.js`, which say what they do.
enum HTMLPage {
    static let style = String(decoding: PackageResources.report_css, as: UTF8.self)

    static let script = String(decoding: PackageResources.report_js, as: UTF8.self)
}
