#if os(Linux)
  import CDobbyFutex
  public import Synchronization
#elseif canImport(Darwin)
  public import Darwin
#endif

/// The project's one lock: a mutual-exclusion word guarding a value of type
/// `State`.
///
/// On Linux the word is an atomic, taken with one compare-and-swap and
/// given back with one exchange when no other thread waits (a thread that
/// waits sleeps on it with a futex). Both are atomics in this module, so
/// the thread sanitizer sees every hand-over of the lock, where
/// `Synchronization.Mutex` hands it over in its library's slow path when
/// threads contend, code the sanitizer does not instrument, and reports
/// false races. A `pthread_mutex_t` cost a record 55
/// instructions to take and give back; the word costs about 10. Elsewhere
/// the lock is a `pthread_mutex_t`.
///
/// The word and the state share one block that starts and ends on a
/// cache-line boundary: a recorder writes both on every record, and two
/// recorders made one after the other must not share a line, or threads
/// recording on different recorders would contend for it (false sharing).
/// Never call user code while holding the lock: copy out, unlock, evaluate.
@usableFromInline
package final class Lock<State>: @unchecked Sendable {
  // SAFETY: `state` is only read or written inside `withLock`, between
  // `lock()` and `unlock()`; the word and the state live in one heap block
  // at a stable address for the lifetime of this object. States are
  // `Sendable` at every use in the package (checked by the initialiser).
  #if os(Linux)
    /// 0: free; 1: held; 2: held, and a thread may sleep on the word (the
    /// unlock wakes one).
    @usableFromInline let word: UnsafeMutablePointer<Atomic<UInt32>>
    private typealias Word = Atomic<UInt32>
  #else
    @usableFromInline let word: UnsafeMutablePointer<pthread_mutex_t>
    private typealias Word = pthread_mutex_t
  #endif
  @usableFromInline let state: UnsafeMutablePointer<State>

  /// The size of a cache line, and of the block's alignment and padding.
  private static var lineSize: Int { 64 }

  @usableFromInline
  package init(_ initial: State) where State: Sendable {
    let line = Self.lineSize
    let stateOffset = Self.roundUp(MemoryLayout<Word>.stride, to: MemoryLayout<State>.alignment)
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: Self.roundUp(stateOffset + MemoryLayout<State>.size, to: line),
      alignment: max(line, MemoryLayout<State>.alignment))
    word = block.bindMemory(to: Word.self, capacity: 1)
    #if os(Linux)
      word.initialize(to: Atomic(0))
    #else
      word.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(word, nil)
      precondition(status == 0, "pthread_mutex_init failed (status \(status))")
    #endif
    state = (block + stateOffset).bindMemory(to: State.self, capacity: 1)
    state.initialize(to: initial)
  }

  deinit {
    #if os(Linux)
      word.deinitialize(count: 1)
    #else
      pthread_mutex_destroy(word)
    #endif
    state.deinitialize(count: 1)
    UnsafeMutableRawPointer(word).deallocate()
  }

  private static func roundUp(_ size: Int, to alignment: Int) -> Int {
    (size + alignment - 1) / alignment * alignment
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable @inline(__always)
  package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body(&state.pointee)
  }

  /// Takes the lock, waiting for it while another thread holds it.
  @inlinable @inline(__always)
  func lock() {
    #if os(Linux)
      let (taken, _) = word.pointee.compareExchange(
        expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed)
      if _slowPath(!taken) { lockContended() }
    #else
      pthread_mutex_lock(word)
    #endif
  }

  /// Gives the lock back, waking one waiting thread if there may be one.
  @inlinable @inline(__always)
  func unlock() {
    #if os(Linux)
      if _slowPath(word.pointee.exchange(0, ordering: .releasing) == 2) { wakeOne() }
    #else
      pthread_mutex_unlock(word)
    #endif
  }

  /// Checks, in a debug build, that the lock is `held` or free as the
  /// caller knows it to be, and that its word holds one of its three
  /// values: tests call it between and inside their bodies.
  package func _checkInvariants(held: Bool) {
    #if DEBUG && os(Linux)
      let value = word.pointee.load(ordering: .relaxed)
      precondition(value <= 2, "a lock's word holds \(value), not 0, 1 or 2")
      precondition((value != 0) == held, held ? "the lock is free" : "the lock is held")
    #endif
  }

  /// Whether a thread found the lock held and may sleep on it (tests).
  package var _isWaitedOn: Bool {
    #if os(Linux)
      word.pointee.load(ordering: .relaxed) == 2
    #else
      false
    #endif
  }

  #if os(Linux)
    /// Takes the lock another thread holds: marks the word as waited on
    /// (2) and sleeps until an exchange finds it free. A thread that takes
    /// it this way leaves the mark, so its unlock wakes the next waiter.
    @usableFromInline
    func lockContended() {
      while word.pointee.exchange(2, ordering: .acquiring) != 0 {
        dobby_futex_wait(UnsafeMutableRawPointer(word), 2)
      }
    }

    /// Wakes one thread sleeping in ``lockContended()``.
    @usableFromInline
    func wakeOne() {
      dobby_futex_wake_one(UnsafeMutableRawPointer(word))
    }
  #endif
}
