public import Synchronization

/// How many invocations one reaction of a ``Stub`` has answered, counted
/// without the stub's lock: a call claims a use with one atomic operation,
/// so that the list calls read need not change when a reaction is used.
///
/// A reaction with a limit (`times:`) never counts past it: a use is
/// claimed only while the count is below the limit, so two calls racing
/// for the last use get it once between them.
@usableFromInline
final class ReactionUses: Sendable {
  @usableFromInline let value = Atomic<Int>(0)

  @usableFromInline init() {}

  /// How many invocations it has answered.
  ///
  /// - Complexity: O(1), one relaxed load.
  @inlinable @inline(__always)
  var count: Int { value.load(ordering: .relaxed) }

  /// Claims the next use while fewer than `limit` were claimed, and
  /// returns its number (0 for the first); `nil` when `limit` were.
  ///
  /// - Complexity: O(1) without contention; one retry per use another
  ///   thread claims meanwhile.
  @inlinable @inline(__always)
  func claim(below limit: Int) -> Int? {
    var uses = value.load(ordering: .relaxed)
    while uses < limit {
      let (exchanged, found) = value.compareExchange(
        expected: uses, desired: uses + 1, ordering: .relaxed)
      if exchanged { return uses }
      uses = found
    }
    return nil
  }

  /// Notes that a reaction whose answer does not depend on its uses
  /// answered: its count becomes 1, once (a store only the first time).
  ///
  /// - Complexity: O(1), one relaxed load.
  @inlinable @inline(__always)
  func mark() {
    if value.load(ordering: .relaxed) == 0 { value.store(1, ordering: .relaxed) }
  }
}
