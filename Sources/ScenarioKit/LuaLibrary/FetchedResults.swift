/// `FetchedResultsController`, written in Lua: an `NSFetchedResultsController` over
/// in-memory objects (plain tables), sorted by a key, that reports every change to its
/// delegate between `controllerWillChangeContent` and `controllerDidChangeContent`
/// (rule D3). Loaded into a scenario's state the first time its script touches the global (see
/// the prelude): most scenarios never do, and loading it was a tenth of a small scenario's
/// cost. The chunk fills the table it is given, which is already the global.
enum FetchedResults {
    static let chunkName = "=stagehand FetchedResultsController"

    /// The chunk (`FetchedResultsController.lua`, embedded in the binary).
    static let source = String(decoding: PackageResources.FetchedResultsController_lua, as: UTF8.self)
}
