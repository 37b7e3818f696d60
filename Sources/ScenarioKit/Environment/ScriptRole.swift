/// What a script's object is to the engine object it serves: the property a script sets
/// (`collectionView.dataSource = {...}`), and the name its callbacks are traced under when it
/// gives none (a table without `name`).
enum ScriptRole: String, Sendable {
    /// A collection view's or page view controller's data source.
    case dataSource
    /// A scroll view's, collection view's, page view controller's, split view controller's or
    /// navigation controller's delegate.
    case delegate
    /// A presented controller's presentation controller delegate (rule S9).
    case presentationDelegate
    /// A presented controller's transitioning delegate (rule X1).
    case transitioningDelegate
    /// A custom transition's animator (rules X1-X3).
    case animator
    /// A custom transition's interaction controller (rule X4).
    case interactionController
    /// The app's scene delegate (rule B1); the app delegate is the app's `delegate`.
    case sceneDelegate
    /// A controller or view standing for itself: a table's controller as its delegate (rule
    /// Q4), a cell hearing its own `prepareForReuse` (rule U1).
    case itself
}
