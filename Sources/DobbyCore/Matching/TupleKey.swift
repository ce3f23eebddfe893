/// A tuple's elements, hashable where each element's type is.
struct TupleKey: Hashable {
  let elements: [AnyHashable]

  init<each Element>(_ value: (repeat each Element)) {
    var elements: [AnyHashable] = []
    for element in repeat each value { elements.append(Self.hashable(element)) }
    self.elements = elements
  }

  /// `value` through its static type's conformance (an optional stays
  /// one), which ``tupleIndexKey(_:)`` checked is there.
  private static func hashable<T>(_ value: T) -> AnyHashable {
    let type: any Hashable.Type = T.self as! any Hashable.Type
    return hashable(value, as: type)
  }

  private static func hashable<H: Hashable>(_ value: Any, as _: H.Type) -> AnyHashable {
    AnyHashable(value as! H)
  }
}
