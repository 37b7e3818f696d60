/// A UIKit protocol that an app's objects adopt and Stagehand's engine calls (a delegate, a
/// data source, an animator), with the requirements it calls and those it does not.
public struct UIKitProtocol: Sendable {
    /// A requirement Stagehand never calls, with its two spellings.
    public struct Unmodelled: Sendable {
        /// The name a Lua table's function would have (the registry's
        /// `Callback.Spec.Receiver.unmodelledMethods`): `canMoveItem`.
        public let lua: String
        /// Swift's full name: `collectionView(_:canMoveItemAt:)`.
        public let swift: String
    }

    /// The protocol's name: `UINavigationControllerDelegate`.
    public let name: String
    /// The protocol it refines, whose requirements it has too (`UISceneDelegate` for
    /// `UIWindowSceneDelegate`).
    public let refines: String?
    /// The requirements Stagehand calls, by Swift's full name (StagehandUIKit declares each).
    public let modelled: [String]
    /// UIKit's requirements Stagehand never calls (StagehandUIKit may still declare one, so
    /// that an app that implements it compiles).
    public let unmodelled: [Unmodelled]
}
