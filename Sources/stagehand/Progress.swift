import Foundation

/// The progress line on a terminal's standard error: `[done/total]`, erased before results print.
final class Progress {
    let enabled: Bool
    private var shown = false
    init(enabled: Bool) { self.enabled = enabled }

    func update(done: Int, of total: Int) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] scenarios".utf8))
        shown = true
    }

    func clear() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}
