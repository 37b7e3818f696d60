import HeadlessUIKit

/// What a storyboard would give a controller, for UIKit code whose controllers come from one:
/// a table view controller's static sections, the controllers its container views embed, and
/// the outlets to connect. Stagehand reads no storyboard files; a test describes the scene and
/// makes the controller with UIKit's storyboard initialiser, `init?(coder:)`:
///
/// ```swift
/// let scene = StoryboardScene(sections: [[.init(id: "child", height: 300, embed: { ChildViewController() })]]) {
///     ($0 as? FormViewController)?.childCell = $1.cell("child")
/// }
/// let form = FormViewController(coder: scene)
/// ```
///
/// This type is Stagehand's own: it belongs in the test, not in the app's source.
public final class StoryboardScene: NSCoder, @unchecked Sendable {
    /// One row of a static table: its id (the embed segue's identifier), its height, and the
    /// controller its container view embeds, if any.
    public struct Row {
        /// The row's id.
        public var id: String
        /// The height the default `tableView(_:heightForRowAt:)` answers (44 when nil).
        public var height: CGFloat?
        /// Gives the controller the row's container view embeds, called by the embed segue when
        /// the table controller's view loads (rule T2); nil when the row embeds none.
        public var embed: (@MainActor () -> UIViewController)?

        /// The row `id`, `height` points tall (44 when nil), embedding the controller `embed`
        /// gives, if any.
        public init(id: String, height: CGFloat? = nil, embed: (@MainActor () -> UIViewController)? = nil) {
            self.id = id
            self.height = height
            self.embed = embed
        }
    }

    /// The static sections.
    public let sections: [[Row]]
    /// Connects the outlets: called with the controller and the scene's cells when its view
    /// has loaded, before `viewDidLoad`, as a storyboard connects them.
    let outlets: @MainActor (UIViewController, StaticCells) -> Void

    /// A scene with a static table of `sections` (none for a controller that is not a table
    /// controller) and the `outlets` to connect once its view has loaded.
    public init(sections: [[Row]] = [], outlets: @escaping @MainActor (UIViewController, StaticCells) -> Void = { _, _ in }) {
        self.sections = sections
        self.outlets = outlets
        super.init()
    }

    /// The engine's static rows.
    var staticRows: [[StaticRow]] {
        sections.map { rows in
            rows.map { row in
                StaticRow(id: row.id, height: row.height.map(Double.init),
                          embed: row.embed.map { make in
                              { MainActorBridge.run(nil, subject: "the embed segue \(row.id)") { make().engineController } ?? nil }
                          })
            }
        }
    }

    /// Connects `controller`'s outlets.
    @MainActor func connect(_ controller: UIViewController) {
        outlets(controller, StaticCells(controller: controller.engineController as? TableViewController))
    }

    /// The static cells of a scene's table, by row id, for its outlets.
    @MainActor public struct StaticCells {
        let controller: TableViewController?

        /// The static cell of the row with this id.
        public func cell(_ id: String) -> UITableViewCell? {
            controller?.cell(id).map { Surfaces.view($0) as? UITableViewCell ?? UIView.adopting($0) { UITableViewCell(style: .default, reuseIdentifier: nil) } }
        }
    }
}
