import Foundation

/// Timing and memory readings for the benchmarks. Wall-clock time is fine here: benchmarks
/// measure the machine, they never feed a scenario's output.
enum Measurement {
    /// The median of `runs` timings of `body`, in seconds. `prepare` runs before each timing,
    /// untimed, and hands `body` what it made.
    static func median<Input>(runs: Int, prepare: () throws -> Input, _ body: (Input) throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let input = try prepare()
            let clock = ContinuousClock()
            let elapsed = try clock.measure { try body(input) }
            times.append(seconds(elapsed))
        }
        return median(times)
    }

    /// The median of `runs` timings of `body`, in seconds.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try median(runs: runs, prepare: {}, { _ in try body() })
    }

    /// The median timing of each of `bodies`, timed in turns (one of each per round, `runs`
    /// rounds), so that a slow patch of the machine falls on all of them alike rather than
    /// on whichever ran then: for workloads compared by their ratio.
    static func interleavedMedians(runs: Int, _ bodies: [() -> Void]) -> [Double] {
        var times = Array(repeating: [Double](), count: bodies.count)
        let clock = ContinuousClock()
        for _ in 0..<max(1, runs) {
            for (index, body) in bodies.enumerated() {
                times[index].append(seconds(clock.measure(body)))
            }
        }
        return times.map(median)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    /// This process's peak resident set, in bytes.
    static var peakResidentBytes: Int { peakResidentBytes(of: RUSAGE_SELF) }

    /// The peak resident set of this process or (`RUSAGE_CHILDREN`) its largest waited child.
    static func peakResidentBytes(of who: __rusage_who) -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }
}
