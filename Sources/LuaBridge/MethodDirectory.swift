import LuaShim

/// A class's methods as the C lookup of class tables reads them: names and the functions they
/// call, sorted by name, one entry per name (the method added last wins, as it did when every
/// method was set on the table in order). Immutable once made.
final class MethodDirectory: @unchecked Sendable {
    let pointer: OpaquePointer?

    init(_ methods: [HostFunction]) {
        var latest: [String: HostFunction] = [:]
        for method in methods { latest[method.name] = method }
        let entries = latest.values.sorted { $0.name < $1.name }
        pointer = shim_directory_new(Int32(entries.count))
        for (index, method) in entries.enumerated() {
            shim_directory_set(pointer, Int32(index), method.name, Unmanaged.passUnretained(method).toOpaque())
        }
        shim_directory_sort(pointer)
    }

    deinit { shim_directory_free(pointer) }
}

/// A ``MethodDirectory`` made the first time it is asked for.
struct LazyDirectory {
    private var directory: MethodDirectory?

    /// The directory, made from `methods` the first time.
    mutating func made(from methods: [HostFunction]) -> MethodDirectory {
        if let directory { return directory }
        let made = MethodDirectory(methods)
        directory = made
        return made
    }
}
