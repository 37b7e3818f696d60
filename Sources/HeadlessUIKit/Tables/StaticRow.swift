/// A row of a static table, as a storyboard describes it.
public struct StaticRow {
    /// The row's id: what `cell(id)` looks up and the embed segue's identifier.
    public var id: String
    /// The height the default `heightForRow` answers (44 when nil).
    public var height: Double?
    /// Gives the controller that a container view in this cell embeds, called by the embed
    /// segue when the table controller's view loads (rule T2); nil when the row embeds none.
    public var embed: (() -> ViewController?)?

    /// A row named `id` (the embed segue's identifier), `height` points tall (44 when nil),
    /// holding the controller `embed` gives, if any.
    public init(id: String, height: Double? = nil, embed: (() -> ViewController?)? = nil) {
        self.id = id
        self.height = height
        self.embed = embed
    }
}
