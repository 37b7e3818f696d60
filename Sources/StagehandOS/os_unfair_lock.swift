import Foundation

/// The `os` module's `os_unfair_lock`: a lock held by one thread at a time, used through
/// ``os_unfair_lock_lock(_:)``, ``os_unfair_lock_trylock(_:)`` and
/// ``os_unfair_lock_unlock(_:)`` on its address, as on Apple's platforms. Zero is unlocked.
public struct os_unfair_lock {
    /// The lock's word: 0 unlocked, 1 locked.
    public var _os_unfair_lock_opaque: UInt32

    /// An unlocked lock (`OS_UNFAIR_LOCK_INIT`).
    public init() { _os_unfair_lock_opaque = 0 }
}

/// Guards every lock word's test-and-set: a lock taken is held until unlocked, whichever
/// thread asks.
private let lockWords = NSLock()

/// Takes `lock` if it is free; true when it was taken.
public func os_unfair_lock_trylock(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Bool {
    lockWords.lock()
    defer { lockWords.unlock() }
    guard lock.pointee._os_unfair_lock_opaque == 0 else { return false }
    lock.pointee._os_unfair_lock_opaque = 1
    return true
}

/// Takes `lock`, waiting while another thread holds it.
public func os_unfair_lock_lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
    while !os_unfair_lock_trylock(lock) { Thread.sleep(forTimeInterval: 0) }
}

/// Releases `lock`.
public func os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
    lockWords.lock()
    lock.pointee._os_unfair_lock_opaque = 0
    lockWords.unlock()
}
