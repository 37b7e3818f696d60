import HeadlessUIKit

/// UIKit's `UIStoryboardSegue`: an identifier, a source and a destination (rules T2, S11).
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// The engine's segue.
    let engineSegue: Segue

    /// A segue from `source` to `destination`; a nil `identifier` is the empty one.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        engineSegue = Segue(identifier: identifier ?? "", source: source.engineController,
                            destination: destination.engineController)
    }

    /// The surface of an engine segue.
    init(_ segue: Segue) { engineSegue = segue }

    /// The identifier the storyboard gives it.
    open var identifier: String? { engineSegue.identifier.isEmpty ? nil : engineSegue.identifier }
    /// The controller the segue starts from.
    open var source: UIViewController { Surfaces.controller(engineSegue.source) }
    /// The controller the segue leads to.
    open var destination: UIViewController { Surfaces.controller(engineSegue.destination) }
}
