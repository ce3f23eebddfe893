public import Synchronization

/// The list of probes a ``Stub``'s calls read, published without a lock:
/// the stub replaces it, under its own lock, whenever its reactions
/// change (`on`, a disposal, `reset()`), and a call reads the current one
/// with three atomic operations, where a lock cost a lock, an unlock and a
/// copy of the list.
///
/// A list is freed only when no call may be reading it. A call counts
/// itself among the ``readers`` before it loads the current list, and
/// leaves after its last read (a synchronous call that found an answer,
/// after the answer ran: it reads the answer in place); the stub, after
/// it swaps a list for a new one, frees the old when it finds no reader
/// (every later call loads the new one), and otherwise keeps it for the
/// next change that finds none, or for its own end. Both sides use
/// sequentially consistent operations, so that one of them always sees
/// the other.
///
/// A list is a ``ProbeBuffer``: the stub's are `StubReaction.ProbeList`s
/// of its own types, whose memory a call reads as such.
@usableFromInline
final class PublishedProbes: Sendable {
  /// A published list, with the reference the board holds.
  @usableFromInline typealias Retained = Unmanaged<ProbeBuffer>

  /// The current list's address, retained; 0 when the stub has no
  /// reaction. A word, not an `Optional`: a debug build loads an atomic
  /// `Optional` through `Optional.map`, a generic call that cost a call of
  /// a stub without reactions as much as the rest of its lookup.
  @usableFromInline let current = Atomic<UInt>(0)
  /// How many calls are reading a list.
  @usableFromInline let readers = Atomic<Int>(0)
  /// Lists replaced while calls were reading, retained until a change
  /// finds none.
  private let retired = Lock<[Retained]>([])

  @usableFromInline init() {}

  deinit {
    Self.list(at: current.load(ordering: .relaxed))?.release()
    for list in retired.withLock({ $0 }) { list.release() }
  }

  /// Whether a list is published: when not, a call need not look for an
  /// answer (a debug build zeroes the lookup's locals on entry, before it
  /// finds no list).
  ///
  /// - Complexity: O(1), one relaxed load.
  @inlinable @inline(__always)
  var isPublished: Bool { current.load(ordering: .relaxed) != 0 }

  /// Begins a read: the current list, which stays alive until ``leave()``;
  /// `nil`, with no read begun, when there is none.
  ///
  /// A call that finds none happened before the first reaction was
  /// published, as if it had taken the stub's lock first. A call asks
  /// ``isPublished`` first, so that a stub without reactions costs one
  /// relaxed load; this does not ask again.
  ///
  /// - Complexity: O(1), two atomic operations (three when it finds none).
  @inlinable @inline(__always)
  func enter() -> Retained? {
    readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
    let address = current.load(ordering: .sequentiallyConsistent)
    if address != 0 { return Retained.fromOpaque(UnsafeRawPointer(bitPattern: address)!) }
    leave()
    return nil
  }

  /// The list at `address`; `nil` for 0.
  @inlinable @inline(__always)
  static func list(at address: UInt) -> Retained? {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
    return Retained.fromOpaque(pointer)
  }

  /// Ends a read that ``enter()`` began.
  @inlinable @inline(__always)
  func leave() {
    readers.wrappingSubtract(1, ordering: .releasing)
  }

  /// Makes `list` the current one (`nil` for none) and returns the lists
  /// no call can be reading any more, for the caller to release after it
  /// unlocks: a list's probes hold the reactions' closures, whose `deinit`s
  /// may call the stub. Called under the stub's lock, one change at a time.
  ///
  /// - Complexity: O(1), plus the lists retired meanwhile.
  func publish(_ list: ProbeBuffer?) -> [Retained] {
    let published = list.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
    let replaced = Self.list(
      at: current.exchange(published, ordering: .sequentiallyConsistent))
    let isRead = readers.load(ordering: .sequentiallyConsistent) != 0
    return retired.withLock { retired in
      if let replaced { retired.append(replaced) }
      if isRead { return [] }
      defer { retired = [] }
      return retired
    }
  }

  /// The lists retired and not yet released, for ``_checkInvariants()``.
  func retiredLists() -> [UnsafeMutableRawPointer] {
    retired.withLock { $0.map { $0.toOpaque() } }
  }

  /// Releases lists ``publish(_:)`` returned.
  static func release(_ lists: [Retained]) {
    for list in lists { list.release() }
  }
}
