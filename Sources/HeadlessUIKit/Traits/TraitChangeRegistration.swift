/// A `registerForTraitChanges` handler: the traits it watches and what it runs (rule E2).
struct TraitChangeRegistration {
    /// The id `unregisterForTraitChanges` takes.
    let id: Int
    /// The traits whose change runs the handler.
    let traits: [TraitCollection.Trait]
    /// Runs with the controller and its previous traits.
    let handler: (ViewController, TraitCollection) -> Void
}
