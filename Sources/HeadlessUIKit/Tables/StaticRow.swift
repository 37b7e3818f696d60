/// A row of a static table, as a storyboard describes it.
public struct StaticRow {
    /// The row's id: what `cell(id)` looks up and the embed segue's identifier.
    public var id: String
    /// The height the default `heightForRow` answers (44 when nil).
    public var height: Double?
    /// Makes the controller a container view in this cell embeds (rule T2), if any.
    public var embed: (() -> ViewController?)?

    /// Makes a row.
    public init(id: String, height: Double? = nil, embed: (() -> ViewController?)? = nil) {
        self.id = id
        self.height = height
        self.embed = embed
    }
}
