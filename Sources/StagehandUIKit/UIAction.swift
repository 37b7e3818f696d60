import Foundation
import HeadlessUIKit

/// UIKit's `UIAction`: a handler a control runs for its events (rule G10), identified so
/// that adding one with the same identifier replaces the old one.
open class UIAction {
    /// The handler's type.
    public typealias Handler = (UIAction) -> Void

    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public var rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title.
    open var title: String
    /// The identifier: the one given, else one the app makes (UIKit makes a UUID; Stagehand
    /// makes `UIAction`, `UIAction#2`... so that traces repeat).
    public let identifier: Identifier
    /// The control that sends the action, while its handler runs.
    open internal(set) var sender: Any?
    /// What runs.
    let handler: Handler

    /// An action titled `title`, identified by `identifier` (one is made when nil), that runs
    /// `handler`.
    public init(title: String = "", identifier: UIAction.Identifier? = nil, handler: @escaping Handler) {
        self.title = title
        self.identifier = identifier ?? Identifier(CurrentApp.app.uniqueActionIdentifier("UIAction"))
        self.handler = handler
    }
}
