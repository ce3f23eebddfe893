/// An array given as is, or made on first read and then kept: the parts of
/// a report that only a failing or printed report reads (its timeline, its
/// expectations), so that a passing `check()` does not build them.
///
/// Reading it is thread-safe; two first reads at once may both build the
/// array, and one of the equal results is kept.
struct FirstReadArray<Element: Sendable>: Sendable {
  private enum Storage: Sendable {
    case elements([Element])
    case deferred(Builder)
  }

  /// How to build the array, and the array once built.
  private final class Builder: Sendable {
    let build: @Sendable () -> [Element]
    let built: Lock<[Element]?>

    init(_ build: @escaping @Sendable () -> [Element]) {
      self.build = build
      built = Lock(nil)
    }
  }

  private var storage: Storage

  /// The given elements.
  init(_ elements: [Element]) { storage = .elements(elements) }

  /// The elements `build` returns, built on first read.
  init(deferred build: @escaping @Sendable () -> [Element]) {
    storage = .deferred(Builder(build))
  }

  /// The elements.
  ///
  /// - Complexity: O(1), except the first read of a deferred array, which
  ///   builds it.
  var elements: [Element] {
    switch storage {
    case .elements(let elements):
      return elements
    case .deferred(let builder):
      if let built = builder.built.withLock({ $0 }) { return built }
      let built = builder.build()
      return builder.built.withLock { kept in
        if kept == nil { kept = built }
        return kept!
      }
    }
  }
}

extension FirstReadArray: Equatable where Element: Equatable {
  /// Whether the two arrays hold equal elements (building them if need be).
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}
