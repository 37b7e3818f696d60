import StagehandOS
import Testing

@Suite("StagehandOS: os_unfair_lock")
struct UnfairLockTests {
    @Test("a lock taken is refused until unlocked; lock and unlock pair up")
    func lockAndTry() {
        var lock = os_unfair_lock()
        #expect(os_unfair_lock_trylock(&lock))
        #expect(!os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
        os_unfair_lock_lock(&lock)
        #expect(!os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
        #expect(lock._os_unfair_lock_opaque == 0)
    }
}
