import Foundation
import PackagePlugin

/// Stagehand's build-tool plugin (rule O1): compiles an app's Swift files as they are in its
/// repository. The target that uses it holds a one-line stub source and, beside it, a file named
/// `stagehand-sources` that lists the app's folders (or files), one a line, relative to the
/// target's folder or absolute; `#` begins a comment. The plugin runs `stagehand-rewrite` over
/// every `.swift` file under them and hands the rewritten copies to the compiler; the folders
/// may lie outside the package, so nothing is copied into it.
@main
struct StagehandRewrite: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let configuration = configurationFile(of: target) else {
            Diagnostics.error("\(target.name) uses StagehandRewrite but has no file stagehand-sources beside its stub source, naming the app's folders")
            return []
        }
        let directory = configuration.deletingLastPathComponent()
        guard let listing = try? String(contentsOf: configuration, encoding: .utf8) else {
            Diagnostics.error("\(configuration.path) cannot be read")
            return []
        }
        var inputs: [URL] = []
        for line in listing.split(separator: "\n") {
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            guard !entry.isEmpty else { continue }
            let url = entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : directory.appendingPathComponent(entry)
            inputs += swiftFiles(at: url.standardizedFileURL)
        }
        guard !inputs.isEmpty else {
            Diagnostics.warning("\(configuration.path) names no Swift file")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Rewritten")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // Each copy is named after its path, so that two files with one name cannot collide.
        let outputs = inputs.map { input in
            output.appendingPathComponent(input.path.split(separator: "/").joined(separator: "_"))
        }
        return [.buildCommand(
            displayName: "Rewriting \(inputs.count) Swift files of \(target.name) for Linux (Stagehand)",
            executable: try context.tool(named: "stagehand-rewrite").url,
            arguments: zip(inputs, outputs).flatMap { [$0.path, $1.path] },
            inputFiles: inputs + [configuration],
            outputFiles: outputs)]
    }

    /// The target's `stagehand-sources`: beside its stub source or in a folder above it, up
    /// to the package's folder.
    private func configurationFile(of target: Target) -> URL? {
        guard let stub = (target as? SourceModuleTarget)?.sourceFiles.first(where: { $0.type == .source })?.url else { return nil }
        var folder = stub.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("stagehand-sources")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return nil }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The `.swift` files at `url` (a file, or a folder searched recursively), in path order.
    private func swiftFiles(at url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            Diagnostics.warning("stagehand-sources names \(url.path), which does not exist")
            return []
        }
        guard isFolder.boolValue else { return url.pathExtension == "swift" ? [url] : [] }
        let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0).standardizedFileURL }
    }
}
