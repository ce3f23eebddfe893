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

  /// Where the elements and their count are.
  @usableFromInline let memory: Memory
  /// The first element's address.
  @usableFromInline var base: UnsafeMutableRawPointer { memory.base }
  /// How many elements it has room for.
  @usableFromInline var capacity: Int { memory.capacity }
  /// How many elements are set, by the list that appends to it.
  @usableFromInline var count: Int {
    get { memory.count.pointee }
    set { memory.count.pointee = newValue }
  }
  /// Deinitialises the first elements; `nil` for a trivial type.
  private let destroy: (@Sendable (UnsafeMutableRawPointer, Int) -> Void)?

  /// A chunk without room, which every empty list shares.
  @usableFromInline static let empty = ListChunk(capacity: 0, of: UInt8.self)

  /// An empty chunk with room for `capacity` elements of type `element`.
  init<Element: Sendable>(capacity: Int, of element: Element.Type) {
    let base = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(1, capacity * MemoryLayout<Element>.stride),
      alignment: MemoryLayout<Element>.alignment)
    let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    count.initialize(to: 0)
    memory = Memory(base: base, count: count, capacity: capacity)
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
    memory.base.deallocate()
    memory.count.deallocate()
  }

  /// The first `count` elements, read in place: valid while the chunk is.
  @inlinable
  func elements<Element>(_ count: Int, as element: Element.Type) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base.assumingMemoryBound(to: Element.self), count: count)
  }
}

extension ListChunk {
  /// Where a chunk's elements and their count are: what a list keeps
  /// beside its tail chunk, so that an append writes through it without
  /// touching the chunk object (which a debug build would retain and
  /// release to call it, two atomic operations on every append).
  @usableFromInline
  struct Memory: @unchecked Sendable {
    // SAFETY: the memory belongs to the chunk, which a list holding a
    // `Memory` of it also holds; it is written under the same rules as the
    // chunk's (see `ListChunk`).

    /// The first element's address.
    @usableFromInline let base: UnsafeMutableRawPointer
    /// Where the number of set elements is kept.
    @usableFromInline let count: UnsafeMutablePointer<Int>
    /// How many elements it has room for.
    @usableFromInline let capacity: Int

    @usableFromInline
    init(base: UnsafeMutableRawPointer, count: UnsafeMutablePointer<Int>, capacity: Int) {
      self.base = base
      self.count = count
      self.capacity = capacity
    }

    /// Sets the element at `index` when it is the next one and there is
    /// room for it; else returns `false` and sets nothing.
    ///
    /// The list that calls it checks both with this one call: a list whose
    /// tail another copy appended to (its `index` is then below the count)
    /// copies its tail before appending.
    // Transparent, not only inlinable: a debug build keeps no copies of its
    // locals for the debugger, each cleared on every call.
    @usableFromInline @_transparent
    func append<Element>(_ element: Element, at index: Int) -> Bool {
      guard index == count.pointee, index < capacity else { return false }
      (base + index &* MemoryLayout<Element>.stride).initializeMemory(as: Element.self, to: element)
      count.pointee = index &+ 1
      return true
    }
  }
}
