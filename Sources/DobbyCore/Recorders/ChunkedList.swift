/// Appends `element` to `list`: ``ChunkedList/append(_:)`` as a free
/// function, which generic code calls with `Element`'s metadata alone. A
/// method of a generic struct is passed its `Self` metadata, which
/// unspecialised code (every call in a debug build) looks up in the
/// runtime's cache on every call.
///
/// - Complexity: O(1); a new chunk is allocated every
///   ``ChunkedList/chunkLimit`` elements, and nothing is copied.
@inlinable @inline(__always)
func _append<Element: Sendable>(_ element: Element, to list: inout ChunkedList<Element>) {
  if _slowPath(list.tailRoom == 0) { list.startChunk() }
  list.tailRoom &-= 1
  list.tail.append(element)
}

/// An append-only list kept in chunks: when the chunk being filled is full,
/// a new one is started and the old chunks stay where they are, so growth
/// never copies what was already stored (a `ContiguousArray` that doubles
/// copies every element about once more, and keeps up to half its capacity
/// unused).
///
/// Chunks start small (a recorder that records a few interactions stays
/// small) and double up to ``chunkLimit`` elements, so that the memory
/// reserved ahead is bounded and copying one chunk (when a reader still
/// holds it) stays cheap.
@usableFromInline
struct ChunkedList<Element: Sendable>: Sendable {
  /// The chunks already filled, oldest first.
  @usableFromInline var full: [ContiguousArray<Element>] = []
  /// The chunk being filled.
  @usableFromInline var tail: ContiguousArray<Element> = []
  /// How many elements the full chunks hold.
  @usableFromInline var fullCount = 0
  /// How many more elements the tail has room for: kept here, so that an
  /// append in a debug build (where nothing is specialised) makes one
  /// generic call, the tail's append, not three.
  @usableFromInline var tailRoom = 0

  /// The most elements a chunk holds.
  @usableFromInline static var chunkLimit: Int { 1_024 }

  @inlinable init() {}

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable var count: Int { fullCount + tail.count }

  /// Appends `element`.
  ///
  /// - Complexity: O(1); a new chunk is allocated every ``chunkLimit``
  ///   elements, and nothing is copied.
  @inlinable @inline(__always)
  mutating func append(_ element: Element) { _append(element, to: &self) }

  /// Moves the full tail to `full` and starts an empty chunk of twice its
  /// capacity, up to ``chunkLimit``.
  @usableFromInline
  mutating func startChunk() {
    let capacity = tail.capacity
    if !tail.isEmpty {
      fullCount += tail.count
      full.append(tail)
    }
    tail = []
    tail.reserveCapacity(capacity == 0 ? 16 : min(capacity * 2, Self.chunkLimit))
    tailRoom = tail.capacity
  }

  /// Forgets every element.
  mutating func removeAll() {
    self = ChunkedList()
  }

  /// The elements in order, chunk by chunk.
  func makeIterator() -> Iterator { Iterator(list: self) }

  /// Yields the elements of a list in order.
  struct Iterator: IteratorProtocol {
    private let list: ChunkedList
    private var chunk = 0
    private var offset = 0

    init(list: ChunkedList) { self.list = list }

    mutating func next() -> Element? {
      while chunk < list.full.count {
        if offset < list.full[chunk].count {
          defer { offset += 1 }
          return list.full[chunk][offset]
        }
        chunk += 1
        offset = 0
      }
      guard offset < list.tail.count else { return nil }
      defer { offset += 1 }
      return list.tail[offset]
    }
  }

  /// Calls `body` with each element before `end`, in order.
  ///
  /// - Complexity: O(end).
  func forEach(before end: Int, _ body: (Element) throws -> Void) rethrows {
    var remaining = end
    for chunk in full {
      guard remaining > 0 else { return }
      for element in chunk.prefix(remaining) { try body(element) }
      remaining -= chunk.count
    }
    for element in tail.prefix(max(0, remaining)) { try body(element) }
  }

  /// The elements before `end`, copied a chunk at a time.
  ///
  /// - Complexity: O(end).
  func elements(before end: Int) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(end)
    var remaining = end
    for chunk in full where remaining > 0 {
      result.append(contentsOf: chunk.prefix(remaining))
      remaining -= chunk.count
    }
    if remaining > 0 { result.append(contentsOf: tail.prefix(remaining)) }
    return result
  }

  /// The number of leading elements for which `isIncluded` holds, where
  /// it holds for a prefix of the list (elements in order).
  ///
  /// - Complexity: O(log n) within a chunk, plus one step per chunk that
  ///   lies wholly after the boundary.
  func prefixCount(while isIncluded: (Element) -> Bool) -> Int {
    if let first = tail.first, isIncluded(first) {
      return fullCount + Self.partition(tail, isIncluded)
    }
    var end = fullCount
    for chunk in full.reversed() {
      end -= chunk.count
      if isIncluded(chunk[0]) { return end + Self.partition(chunk, isIncluded) }
    }
    return 0
  }

  private static func partition(
    _ chunk: ContiguousArray<Element>, _ isIncluded: (Element) -> Bool
  ) -> Int {
    var low = 0
    var high = chunk.count
    while low < high {
      let middle = (low + high) / 2
      if isIncluded(chunk[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
