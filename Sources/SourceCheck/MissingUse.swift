/// A use, in an app's source, of something UIKit (or an Apple-only framework) has and
/// StagehandUIKit does not offer: the code will not compile against it as it is.
public struct MissingUse: Hashable, Sendable {
    /// What kind of thing is missing, in the order a report lists them.
    public enum Group: Int, CaseIterable, Sendable, Comparable {
        /// `@objc`, `#selector`, `@IBOutlet`, ...: Swift on Linux has no Objective-C runtime.
        case objectiveC
        /// A framework that is not on Linux (`import Combine`), outside `#if canImport(...)`.
        case module
        /// A type, function or constant: `UIPanGestureRecognizer`, `UIGraphicsBeginImageContext`.
        case type
        /// A member of a type StagehandUIKit has: an override (`UIViewController.preferredStatusBarStyle`)
        /// or a qualified use (`UIView.transition`).
        case member

        /// The group's heading in a report.
        public var title: String {
            switch self {
            case .objectiveC: "Objective-C features"
            case .module: "modules"
            case .type: "types, functions and constants"
            case .member: "members"
            }
        }

        public static func < (a: Group, b: Group) -> Bool { a.rawValue < b.rawValue }
    }

    /// The group.
    public let group: Group
    /// What is used: `#selector`, `Combine`, `UIPanGestureRecognizer`,
    /// `UIViewController.preferredStatusBarStyle`.
    public let name: String
    /// Where.
    public let location: SourcePosition
}
