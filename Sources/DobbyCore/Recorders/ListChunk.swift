/// The memory of one chunk of a ``ChunkedList``: room for ``capacity``
/// elements of one type, of which the first ``count`` are set. An element
/// once set never changes; the chunk deinitialises them and frees the
/// memory when the last list holding it goes.
///
/// Not generic: a list's append reads and writes it without looking up
/// generic metadata, which unspecialised code (every call in a debug
/// build) would do for a `ContiguousArray<Element>` on every append.
@usableFromInline
final class ListChunk: @unchecked Sendable {
  // SAFETY: only the list that set the first `count` elements writes
  // `count` or the memory past it, under the lock of the value that holds
  // that list (a copy that would append copies the chunk first, see
  // `ChunkedList.startChunk`); copies read the elements below their own
  // count, which were set before they were copied, and never change.
  // Elements are `Sendable` (`ChunkedList` requires it).

  /// The first element's address.
  @usableFromInline let base: UnsafeMutableRawPointer
  /// How many elements it has room for.
  @usableFromInline let capacity: Int
  /// How many elements are set, by the list that appends to it. Unchecked
  /// for exclusive access: an append in a debug build would otherwise
  /// call the runtime's access checks twice, a quarter of its cost.
  @exclusivity(unchecked) @usableFromInline var count = 0
  /// Deinitialises the first elements; `nil` for a trivial type.
  private let destroy: (@Sendable (UnsafeMutableRawPointer, Int) -> Void)?

  /// A chunk without room, which every empty list shares.
  @usableFromInline static let empty = ListChunk(capacity: 0, of: UInt8.self)

  /// An empty chunk with room for `capacity` elements of type `element`.
  init<Element: Sendable>(capacity: Int, of element: Element.Type) {
    self.capacity = capacity
    base = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(1, capacity * MemoryLayout<Element>.stride),
      alignment: MemoryLayout<Element>.alignment)
    if _isPOD(Element.self) {
      destroy = nil
    } else {
      destroy = { base, count in
        base.assumingMemoryBound(to: Element.self).deinitialize(count: count)
      }
    }
  }

  deinit {
    destroy?(base, count)
    base.deallocate()
  }

  /// Sets the element at `index` when it is the next one and there is
  /// room for it; else returns `false` and sets nothing.
  ///
  /// The list that calls it checks both with this one call: a list whose
  /// tail another copy appended to (its `index` is then below ``count``)
  /// copies its tail before appending.
  @inlinable @inline(__always)
  func append<Element>(_ element: Element, at index: Int) -> Bool {
    guard index == count, index < capacity else { return false }
    (base + index &* MemoryLayout<Element>.stride).initializeMemory(as: Element.self, to: element)
    count = index &+ 1
    return true
  }

  /// The first `count` elements, read in place: valid while the chunk is.
  @inlinable
  func elements<Element>(_ count: Int, as element: Element.Type) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base.assumingMemoryBound(to: Element.self), count: count)
  }
}
