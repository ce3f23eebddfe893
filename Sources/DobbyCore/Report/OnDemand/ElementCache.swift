/// A list whose elements are made on demand, by index, and cached: the
/// report's value trees and matcher descriptions, which only a failing or
/// printed report needs.
///
/// The cache is an array of `count` slots, made on first use: a saved or
/// printed report reads every element once, in order, and a dictionary
/// would hash and grow for each.
final class ElementCache<Element: Sendable>: Sendable {
  let count: Int
  private let make: @Sendable (Int) -> Element
  let cache: Lock<[Element?]>

  /// A list of `count` elements, each made by `make` on first use.
  init(count: Int, _ make: @escaping @Sendable (Int) -> Element) {
    self.count = count
    self.make = make
    cache = Lock([])
  }

  /// The element at `index`, made on first use (outside the lock: making
  /// it may call user code, such as a value's description).
  subscript(index: Int) -> Element {
    precondition(0 <= index && index < count, "index \(index) out of 0..<\(count)")
    if let element = cache.withLock({ $0.isEmpty ? nil : $0[index] }) { return element }
    let element = make(index)
    // The first element made is kept; a racing one is released (and
    // returned) outside the lock.
    return cache.withLock { cached in
      if cached.isEmpty { cached = Array(repeating: nil, count: count) }
      if let kept = cached[index] { return kept }
      cached[index] = element
      return element
    }
  }
}
