/// A storyboard segue, as `prepareForSegue` receives it.
public struct Segue {
    /// The segue's identifier (for embed segues of static rows, the row id).
    public var identifier: String
    /// The controller the segue starts from.
    public var source: ViewController
    /// The controller the segue makes or shows.
    public var destination: ViewController
    /// Whether the segue's transition animates (Stagehand's addition: storyboard segues
    /// animate unless the storyboard says otherwise).
    public var animated = true

    /// A segue from `source` to `destination`, animated unless ``animated`` is set to false.
    public init(identifier: String, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
