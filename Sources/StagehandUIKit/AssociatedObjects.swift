import Foundation

/// Rule Z1: the Objective-C runtime's associated objects, without the runtime: a side table
/// keyed by the object's identity and the key's address. An entry holds its object weakly,
/// so that it is dropped, and its value released, once the object is gone: at the next use
/// of the table, before any lookup (an object later made at the same address never sees it).
final class AssociatedObjects: @unchecked Sendable {
    /// The process's table (the runtime's is global too).
    static let shared = AssociatedObjects()

    private struct Key: Hashable {
        let object: ObjectIdentifier
        let key: UnsafeRawPointer
    }
    private struct Entry {
        weak var object: AnyObject?
        /// The value, retained (or copied).
        var strong: Any?
        /// An object held by `OBJC_ASSOCIATION_ASSIGN`.
        weak var weak: AnyObject?
    }
    private var entries: [Key: Entry] = [:]
    private let lock = NSLock()

    /// Sets, or with nil removes, the value of `object` under `key`.
    func set(_ value: Any?, of object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        dropReleasedObjects()
        let id = Key(object: ObjectIdentifier(object), key: key)
        guard let value else {
            entries[id] = nil
            return
        }
        var entry = Entry(object: object)
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { entry.weak = value as AnyObject } else { entry.strong = value }
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            entry.strong = (value as? NSCopying)?.copy(with: nil) ?? value
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            entry.strong = value
        }
        entries[id] = entry
    }

    /// The value of `object` under `key`, or nil.
    func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        dropReleasedObjects()
        guard let entry = entries[Key(object: ObjectIdentifier(object), key: key)] else { return nil }
        return entry.strong ?? entry.weak
    }

    /// Removes every value of `object`.
    func removeAll(of object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        dropReleasedObjects()
        let id = ObjectIdentifier(object)
        entries = entries.filter { $0.key.object != id }
    }

    /// How many entries the table holds (for tests: released objects' entries are dropped).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        dropReleasedObjects()
        return entries.count
    }

    private func dropReleasedObjects() {
        entries = entries.filter { $0.value.object != nil }
    }
}

/// Sets the value associated with `object` under `key` (rule Z1): nil removes it. `key` is
/// the address of a static variable, as with the Objective-C runtime.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.shared.set(value, of: object as AnyObject, key: key, policy: policy)
}

/// The value associated with `object` under `key`, or nil (rule Z1).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyClass else { return nil }
    return AssociatedObjects.shared.value(of: object as AnyObject, key: key)
}

/// Removes every value associated with `object` (rule Z1).
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
}
