import Foundation

/// The progress line on a terminal's standard error: `[done/total]`, erased before results
/// print, and redrawn at most ten times a second (results stream one by one).
final class Progress {
    let enabled: Bool
    private var shown = false
    private var lastDrawn: ContinuousClock.Instant?
    init(enabled: Bool) { self.enabled = enabled }

    func update(done: Int, of total: Int) {
        guard enabled else { return }
        let now = ContinuousClock.now
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        lastDrawn = now
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] scenarios".utf8))
        shown = true
    }

    func clear() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}
