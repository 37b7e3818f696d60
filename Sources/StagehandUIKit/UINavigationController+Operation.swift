extension UINavigationController {
    /// UIKit's `UINavigationController.Operation`: the kind of transition a navigation
    /// delegate's animator is asked for (rule X2).
    public enum Operation: Int, Sendable {
        /// No operation.
        case none = 0
        /// A push.
        case push = 1
        /// A pop.
        case pop = 2

        /// The operation of the engine's name for it (`"push"`, `"pop"`).
        init?(engineName: String) {
            switch engineName {
            case "push": self = .push
            case "pop": self = .pop
            default: return nil
            }
        }
    }
}
