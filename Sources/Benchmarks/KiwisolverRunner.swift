import Foundation

/// Runs ``KiwisolverScript`` with `python3` as a child process, when Python and kiwisolver are
/// there; the bench reports kiwisolver as unavailable otherwise and goes on.
struct KiwisolverRunner {
    /// kiwisolver's figures for one system.
    struct Figures: Decodable {
        var build_s: Double
        var edit_s: Double
        var version: String
        var values: [Double]?
    }

    /// Why kiwisolver cannot be run (no `python3`, no `kiwisolver` module), or nil when it can.
    static let unavailableReason: String? = {
        do {
            let output = try run(arguments: ["-c", "import kiwisolver; print(kiwisolver.__version__)"], input: nil)
            return output.isEmpty ? "python3 -c 'import kiwisolver' printed nothing" : nil
        } catch {
            return "\(error)"
        }
    }()

    /// kiwisolver's timings of `system` (the median of `runs`), with the values after the
    /// suggestions when `values` is set.
    static func measure(_ system: SolverSystem, suggestions: [Double], runs: Int, values: Bool = false) throws -> Figures {
        let header: [String: Any] = ["variables": system.variableCount, "edit": system.editVariable,
                                     "suggestions": suggestions, "runs": runs, "values": values]
        let headerData = try JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])
        let input = String(decoding: headerData, as: UTF8.self) + "\n" + system.kiwiDescription + "\n"
        let output = try run(arguments: ["-c", KiwisolverScript.source], input: input)
        return try JSONDecoder().decode(Figures.self, from: Data(output.utf8))
    }

    /// Standard error as read on another thread; the semaphore orders the write before the read.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `python3 arguments…` with `input` on standard input (through a temporary file, so that a
    /// child that exits early cannot leave this process writing into a closed pipe); returns
    /// standard output, or throws with standard error when the child fails.
    private static func run(arguments: [String], input: String?) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        var inputFile: URL?
        if let input {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("stagehand-kiwi-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max)).txt")
            try Data(input.utf8).write(to: url)
            inputFile = url
            process.standardInput = try FileHandle(forReadingFrom: url)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Drain stderr on the side so that a chatty failure cannot block the child.
        let errorData = Collected()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        drained.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData.data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            throw Failure(description: "python3 exited with \(process.terminationStatus): \(message)")
        }
        return String(decoding: outputData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
