/// A list that a replay empties and refills at every step: emptying keeps
/// the storage and costs O(1), so a step allocates nothing. (An `Array`'s
/// `removeAll(keepingCapacity:)` goes through a generic `replaceSubrange`
/// that costs more than the rest of a typical step.)
///
/// Meant for plain values: emptied elements stay in the storage until they
/// are overwritten.
struct ScratchList<Element>: RandomAccessCollection {
  private var storage: [Element] = []
  private(set) var endIndex = 0

  var startIndex: Int { 0 }

  subscript(position: Int) -> Element {
    get { storage[position] }
    set { storage[position] = newValue }
  }

  /// Empties the list, keeping its storage.
  ///
  /// - Complexity: O(1).
  mutating func removeAll() { endIndex = 0 }

  /// Appends `element`.
  ///
  /// - Complexity: amortised O(1).
  mutating func append(_ element: Element) {
    if endIndex < storage.count {
      storage[endIndex] = element
    } else {
      storage.append(element)
    }
    endIndex += 1
  }
}
