import Foundation
import StagehandRewriter

// stagehand-rewrite: the source rewriter's command, which the StagehandRewrite build-tool
// plugin runs (rule O1). Usage: stagehand-rewrite INPUT OUTPUT [INPUT OUTPUT ...]. The inputs
// are one module's files; each output is its input rewritten.
let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count % 2 == 0 else {
    FileHandle.standardError.write(Data("usage: stagehand-rewrite INPUT OUTPUT [INPUT OUTPUT ...]\n".utf8))
    exit(2)
}
var files: [SourceRewriter.File] = []
var outputs: [String] = []
for pair in stride(from: 0, to: arguments.count, by: 2) {
    let input = URL(fileURLWithPath: arguments[pair]).standardizedFileURL.path
    guard let text = try? String(contentsOfFile: input, encoding: .utf8) else {
        FileHandle.standardError.write(Data("stagehand-rewrite: cannot read \(input)\n".utf8))
        exit(1)
    }
    files.append(.init(path: input, text: text))
    outputs.append(arguments[pair + 1])
}
for (text, output) in zip(SourceRewriter.rewrite(files), outputs) {
    do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
        FileHandle.standardError.write(Data("stagehand-rewrite: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
