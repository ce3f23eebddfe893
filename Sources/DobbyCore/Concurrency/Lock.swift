#if canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#elseif canImport(Darwin)
  public import Darwin
#endif

/// The project's one lock: a heap-allocated `pthread_mutex_t` guarding a
/// value of type `State`.
///
/// `Synchronization.Mutex` draws false "Swift access race" reports from the
/// thread sanitizer on Linux (its futex is invisible to TSan), while a
/// pthread mutex is understood; wrapping the choice here lets it change in
/// one place. Never call user code while holding the lock: copy out,
/// unlock, evaluate.
///
/// The mutex and the state share one block that starts and ends on a
/// cache-line boundary: a recorder writes both on every record, and two
/// recorders made one after the other must not share a line, or threads
/// recording on different recorders would contend for it (false sharing).
@usableFromInline
package final class Lock<State>: @unchecked Sendable {
  // SAFETY: `state` is only read or written inside `withLock`, between
  // `pthread_mutex_lock` and `pthread_mutex_unlock` on `mutex`; both live
  // in one heap block at a stable address for the lifetime of this object.
  // States are `Sendable` at every use in the package (checked by the
  // initialiser).
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let state: UnsafeMutablePointer<State>

  /// The size of a cache line, and of the block's alignment and padding.
  private static var lineSize: Int { 64 }

  @usableFromInline
  package init(_ initial: State) where State: Sendable {
    let line = Self.lineSize
    let stateOffset = Self.roundUp(
      MemoryLayout<pthread_mutex_t>.stride, to: MemoryLayout<State>.alignment)
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: Self.roundUp(stateOffset + MemoryLayout<State>.size, to: line),
      alignment: max(line, MemoryLayout<State>.alignment))
    mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed (status \(status))")
    state = (block + stateOffset).bindMemory(to: State.self, capacity: 1)
    state.initialize(to: initial)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    state.deinitialize(count: 1)
    UnsafeMutableRawPointer(mutex).deallocate()
  }

  private static func roundUp(_ size: Int, to alignment: Int) -> Int {
    (size + alignment - 1) / alignment * alignment
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable @inline(__always)
  package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state.pointee)
  }
}
