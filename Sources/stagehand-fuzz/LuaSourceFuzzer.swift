import Foundation
import ScenarioKit

/// The libFuzzer target: random bytes as the Lua source of a scenario file, run through the
/// sandbox with small limits. Any crash, hang or sanitizer report is a bug; a failing scenario
/// is not. `scripts/fuzz-lua` builds it with `-sanitize=fuzzer` and runs it for a bounded time.
///
/// Built normally (as CI does), the same entry point replays files: `stagehand-fuzz FILE...`
/// runs each as the fuzzer would, to reproduce a crash the fuzzer saved.
enum LuaSourceFuzzer {
    static let runner = ScenarioRunner(limits: ScenarioLimits(instructions: 2_000_000, memoryBytes: 32 << 20))

    /// Runs one input; the results are thrown away.
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let source = String(decoding: bytes, as: UTF8.self)
        _ = runner.run(source: source, file: "fuzz.lua")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    LuaSourceFuzzer.run(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

#if STAGEHAND_LIBFUZZER
/// libFuzzer's entry for programs that have their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
#endif

/// Fuzzes (built by scripts/fuzz-lua) or replays the files it is given (built normally).
@main
struct FuzzMain {
    static func main() {
        #if STAGEHAND_LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        let files = CommandLine.arguments.dropFirst()
        if files.isEmpty {
            FileHandle.standardError.write(Data("usage: stagehand-fuzz FILE... (replays fuzzer inputs; scripts/fuzz-lua fuzzes)\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("stagehand-fuzz: cannot read \(file)\n".utf8))
                exit(2)
            }
            data.withUnsafeBytes { LuaSourceFuzzer.run($0) }
            print("ran \(file)")
        }
        #endif
    }
}
