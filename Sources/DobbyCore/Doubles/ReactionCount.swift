public import Synchronization

/// How many reactions a stub has, readable without the stub's lock: a
/// call of a stub that has none (a double left to its default) skips the
/// lock and the copy of the list.
///
/// The count is stored whenever the list changes, under the stub's lock; a
/// call that reads zero happened before any reaction was added, as if it
/// had taken the lock first.
@usableFromInline
final class ReactionCount: Sendable {
  @usableFromInline let value = Atomic<Int>(0)

  @usableFromInline init() {}

  /// Whether the stub has no reaction.
  ///
  /// - Complexity: O(1), one relaxed load.
  @inlinable @inline(__always)
  var isZero: Bool { value.load(ordering: .relaxed) == 0 }
}
