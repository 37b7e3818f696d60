import Foundation

/// The order in which a run's jobs claim its files, and how wide a worker's forked children
/// may run. Results are still delivered in the suite's order (``ParallelRunner``): this
/// changes when a file runs, never what a report says.
public enum FileSchedule {
    /// The indices of `files`, largest file first (ties in the suite's order): a job that is
    /// free claims the next of them, so the longest files start first and the small ones fill
    /// the gaps at the end, instead of a big file starting last and running alone. A file that
    /// cannot be read counts as empty.
    public static func largestFirst(_ files: [String], size: (String) -> Int = FileSchedule.size(of:)) -> [Int] {
        let sizes = files.map(size)
        return files.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// The size of the file at `path` in bytes, 0 when it cannot be read.
    public static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// How many forked children a worker may run at once for a big file
    /// (``ScenarioRunner/serve(file:only:forkWidth:emit:)``): ``ScenarioRunner/childrenPerJob`` for each
    /// job the worker stands for, where the jobs a file stands for are the spare jobs shared by
    /// the files, and the jobs counted are at most the machine's cores. So `--jobs 30` on one
    /// file on two cores runs 8 children at once, not 120.
    public static func forkWidth(jobs: Int, files: Int, cores: Int) -> Int {
        let busy = max(1, min(jobs, max(1, cores)))
        return ScenarioRunner.childrenPerJob * max(1, busy / max(1, files))
    }
}
