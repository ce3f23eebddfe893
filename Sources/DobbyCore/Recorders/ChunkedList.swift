/// Appends `element` to `list`: ``ChunkedList/append(_:)`` as a free
/// function, which generic code calls with `Element`'s metadata alone. A
/// method of a generic struct is passed its `Self` metadata, which
/// unspecialised code (every call in a debug build) looks up in the
/// runtime's cache on every call; the element is written into the tail
/// chunk's memory (``ListChunk``, not generic) for the same reason.
///
/// - Complexity: O(1); a new chunk is allocated every
///   ``ChunkedList/chunkLimit`` elements, and nothing is copied.
// Transparent, not only inlinable: a debug build keeps no copies of its
// locals for the debugger, each cleared on every call.
@usableFromInline @_transparent
func _append<Element: Sendable>(_ element: Element, to list: inout ChunkedList<Element>) {
  if _slowPath(!list.tailMemory.append(element, at: list.tailCount)) {
    list.startChunk()
    _ = list.tailMemory.append(element, at: list.tailCount)
  }
  list.tailCount &+= 1
}

/// An append-only list kept in chunks: when the chunk being filled is full,
/// a new one is started and the old chunks stay where they are, so growth
/// never copies what was already stored (a `ContiguousArray` that doubles
/// copies every element about once more, and keeps up to half its capacity
/// unused).
///
/// Chunks start small (a recorder that records a few interactions stays
/// small) and double up to ``chunkLimit`` elements, so that the memory
/// reserved ahead is bounded.
///
/// Copies share their chunks: an element once set never changes, and a
/// copy reads only the elements it counts. Of two copies that append, the
/// first writes on into the shared tail; the other copies its tail
/// first (``startChunk()``).
@usableFromInline
struct ChunkedList<Element: Sendable>: Sendable {
  /// The chunks already filled, oldest first: each holds as many elements
  /// as it has room for.
  @usableFromInline var full: [ListChunk] = []
  /// The chunk being filled; an empty chunk without room before the first
  /// append.
  @usableFromInline var tail = ListChunk.empty {
    didSet { tailMemory = tail.memory }
  }
  /// The tail's memory, through which an append writes.
  @usableFromInline var tailMemory = ListChunk.empty.memory
  /// How many of the tail's elements this list holds.
  @usableFromInline var tailCount = 0
  /// How many elements the full chunks hold.
  @usableFromInline var fullCount = 0

  /// The most elements a chunk holds.
  @usableFromInline static var chunkLimit: Int { 1_024 }

  @inlinable init() {}

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable var count: Int { fullCount + tailCount }

  /// Appends `element`.
  ///
  /// - Complexity: O(1); a new chunk is allocated every ``chunkLimit``
  ///   elements, and nothing is copied.
  @inlinable @inline(__always)
  mutating func append(_ element: Element) { _append(element, to: &self) }

  /// Makes room for the next element: when the tail is full, moves it to
  /// `full` and starts an empty chunk of twice its capacity, up to
  /// ``chunkLimit``; when another copy of the list appended to the tail,
  /// copies this list's elements of it into a chunk of its own.
  @usableFromInline
  mutating func startChunk() {
    if tailCount == tail.capacity {
      if tailCount > 0 {
        fullCount += tailCount
        full.append(tail)
      }
      let capacity = tail.capacity
      tail = ListChunk(
        capacity: capacity == 0 ? 16 : Swift.min(capacity * 2, Self.chunkLimit), of: Element.self)
      tailCount = 0
    } else {
      let shared = tail
      tail = ListChunk(capacity: shared.capacity, of: Element.self)
      if let start = shared.elements(tailCount, as: Element.self).baseAddress {
        tail.base.initializeMemory(as: Element.self, from: start, count: tailCount)
      }
      tail.count = tailCount
    }
  }

  /// The elements of the tail this list holds, read in place.
  var tailElements: UnsafeBufferPointer<Element> {
    tail.elements(tailCount, as: Element.self)
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
        let elements = list.full[chunk].elements(list.full[chunk].capacity, as: Element.self)
        if offset < elements.count {
          defer { offset += 1 }
          return elements[offset]
        }
        chunk += 1
        offset = 0
      }
      guard offset < list.tailCount else { return nil }
      defer { offset += 1 }
      return list.tailElements[offset]
    }
  }

  /// Calls `body` with each element before `end`, in order.
  ///
  /// - Complexity: O(end).
  func forEach(before end: Int, _ body: (Element) throws -> Void) rethrows {
    try withExtendedLifetime(self) {
      var remaining = end
      for chunk in full {
        guard remaining > 0 else { return }
        for element in chunk.elements(chunk.capacity, as: Element.self).prefix(remaining) {
          try body(element)
        }
        remaining -= chunk.capacity
      }
      for element in tailElements.prefix(Swift.max(0, remaining)) { try body(element) }
    }
  }

  /// The elements before `end`, copied a chunk at a time.
  ///
  /// - Complexity: O(end).
  func elements(before end: Int) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(end)
    withExtendedLifetime(self) {
      var remaining = end
      for chunk in full where remaining > 0 {
        result.append(
          contentsOf: chunk.elements(chunk.capacity, as: Element.self).prefix(remaining))
        remaining -= chunk.capacity
      }
      if remaining > 0 { result.append(contentsOf: tailElements.prefix(remaining)) }
    }
    return result
  }

  /// The number of leading elements for which `isIncluded` holds, where
  /// it holds for a prefix of the list (elements in order).
  ///
  /// - Complexity: O(log n) within a chunk, plus one step per chunk that
  ///   lies wholly after the boundary.
  func prefixCount(while isIncluded: (Element) -> Bool) -> Int {
    withExtendedLifetime(self) {
      let tail = tailElements
      if let first = tail.first, isIncluded(first) {
        return fullCount + Self.partition(tail, isIncluded)
      }
      var end = fullCount
      for chunk in full.reversed() {
        let elements = chunk.elements(chunk.capacity, as: Element.self)
        end -= elements.count
        if isIncluded(elements[0]) { return end + Self.partition(elements, isIncluded) }
      }
      return 0
    }
  }

  private static func partition(
    _ chunk: UnsafeBufferPointer<Element>, _ isIncluded: (Element) -> Bool
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
