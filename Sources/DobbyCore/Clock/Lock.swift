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
@usableFromInline
final class Lock<State>: @unchecked Sendable {
  // SAFETY: `state` is only read or written inside `withLock`, between
  // `pthread_mutex_lock` and `pthread_mutex_unlock` on `mutex`, which lives
  // on the heap at a stable address for the lifetime of this object. States
  // are `Sendable` at every use in the package (checked by the initialiser).
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  // Every access is already exclusive (under the mutex): the runtime's
  // dynamic exclusivity check would only add two calls and a TLS lookup
  // to each `withLock`.
  @exclusivity(unchecked) @usableFromInline var state: State

  @usableFromInline
  init(_ initial: State) where State: Sendable {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed (status \(status))")
    state = initial
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable @inline(__always)
  func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
