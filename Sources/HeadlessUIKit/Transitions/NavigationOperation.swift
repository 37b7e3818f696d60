/// What a navigation transition does (UIKit's `UINavigationController.Operation`).
public enum NavigationOperation: String, Sendable, CaseIterable {
    /// A controller comes on top of the stack.
    case push
    /// The top controller leaves the stack.
    case pop
}
