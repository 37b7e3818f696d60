import Foundation
import OpenCombine

extension NotificationCenter {
    /// Combine's `NotificationCenter.Publisher`: each post of a name (by an object, when
    /// given) published synchronously on the posting thread (rule O8).
    public struct Publisher: OpenCombine.Publisher {
        /// Notifications.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The center it observes.
        public let center: NotificationCenter
        /// The name it publishes.
        public let name: Notification.Name
        /// The object whose posts it publishes; any object's when nil.
        public let object: AnyObject?

        /// A publisher of `center`'s posts of `name` by `object`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches `subscriber`: it hears each post from now on, as far as it asks for them.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: AnySubscriber(subscriber))
            subscription.token = center.addObserver(forName: name, object: object, queue: nil) { [subscription] note in
                subscription.deliver(note)
            }
            subscription.center = center
            subscriber.receive(subscription: subscription)
        }
    }

    /// Combine's `publisher(for:object:)`: the posts of `name` (by `object`, when given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
