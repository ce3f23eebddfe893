// The tuple's layout comes from the standard library's reflection SPI,
// which the Linux and Windows toolchains ship and Apple's SDKs do not:
// there, every tuple takes ``ArgumentsEquality``'s mirror path instead.
#if !canImport(Darwin)
  @_spi(Reflection) import Swift
#endif

/// The equality of two tuples of one type, element by element, each
/// element by its own `==`: how `Stub.on((a, b), …)` compares a call's
/// arguments with the expected ones.
///
/// The tuple's elements, nested tuples flattened, are looked up once, from
/// the tuple type's metadata: for each, its offset and a test. An element
/// of a value type that is `Equatable` (a struct, an enum, an optional) is
/// compared in place by its type's `==`, without a copy, a cast or a
/// mirror; any other element (a class instance, an existential, an
/// optional of a type that is not `Equatable`) is copied into an `Any` and
/// compared as ``ArgumentsEquality`` compares values whose type it does not
/// know, by the `==` of the expected value's dynamic type.
struct TupleEquality<Value: Sendable>: Sendable {
  /// Whether the element at an offset is equal in the expected tuple
  /// (at the first address) and in the actual one (at the second).
  typealias ElementTest = @Sendable (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  let expected: Value
  private let tests: [ElementTest]

  /// The equality to `expected`, whose type `Value` is a tuple type (see
  /// ``isTuple(_:)``); `nil` when an element of `expected` cannot be
  /// compared by `==`.
  ///
  /// - Complexity: O(k) for k elements, nested ones included.
  init?(_ expected: Value) {
    var tests: [ElementTest] = []
    let comparable = withUnsafePointer(to: expected) { base in
      Self.addTests(for: Value.self, at: 0, expected: UnsafeRawPointer(base), to: &tests)
    }
    guard comparable else { return nil }
    self.expected = expected
    self.tests = tests
  }

  /// Whether `Value` is a tuple type, found from a value of it: not an
  /// existential whose value is a tuple.
  static func isTuple(_ value: Value) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .tuple && mirror.subjectType == Value.self
  }

  /// The matcher's test: whether every element of a call's arguments
  /// equals the expected one.
  ///
  /// The closure captures the expected tuple and the element tests, not
  /// the equality: a call reads no field of `TupleEquality<Value>`, whose
  /// layout (the tests lie after a `Value` of any size) would be looked up
  /// in the runtime's generic metadata cache on every call of unspecialised
  /// code.
  ///
  /// - Complexity: O(k) `==` calls for k elements.
  var test: @Sendable (Value) -> Bool {
    let expected = expected
    let tests = tests
    return { actual in tupleElementsMatch(expected, actual, tests) }
  }

  /// Appends the tests of the elements of the tuple type `tuple` found at
  /// `offset`; `false` when one of them cannot be compared.
  private static func addTests(
    for tuple: any Any.Type, at offset: Int, expected: UnsafeRawPointer,
    to tests: inout [ElementTest]
  ) -> Bool {
    #if canImport(Darwin)
      return false
    #else
      var elements: [(offset: Int, type: any Any.Type, kind: _MetadataKind)] = []
      _forEachField(of: tuple) { _, elementOffset, type, kind in
        elements.append((offset + elementOffset, type, kind))
        return true
      }
      for element in elements {
        switch element.kind {
        case .tuple:
          guard addTests(for: element.type, at: element.offset, expected: expected, to: &tests)
          else { return false }
        case .struct, .enum, .optional:
          if let type = element.type as? any (Equatable & Sendable).Type {
            tests.append(inPlaceTest(of: type, at: element.offset))
            continue
          }
          fallthrough
        default:
          guard let test = boxedTest(of: element.type, at: element.offset, expected: expected)
          else { return false }
          tests.append(test)
        }
      }
      return true
    #endif
  }

  /// A test of the `Element` at `offset` by `Element`'s `==`, in place.
  private static func inPlaceTest<Element: Equatable & Sendable>(
    of type: Element.Type, at offset: Int
  ) -> ElementTest {
    { expected, actual in
      (expected + offset).assumingMemoryBound(to: Element.self).pointee
        == (actual + offset).assumingMemoryBound(to: Element.self).pointee
    }
  }

  /// A test of the `Element` at `offset` copied into an `Any`, compared by
  /// the expected value's dynamic type; `nil` when the expected value
  /// there cannot be compared by `==`.
  private static func boxedTest<Element>(
    of type: Element.Type, at offset: Int, expected: UnsafeRawPointer
  ) -> ElementTest? {
    guard ArgumentsEquality.comparable(element(Element.self, at: offset, in: expected)) else {
      return nil
    }
    return { expected, actual in
      ArgumentsEquality.equal(
        element(Element.self, at: offset, in: expected),
        element(Element.self, at: offset, in: actual))
    }
  }

  /// A copy of the `Element` at `offset` in the tuple at `base`, as `Any`.
  private static func element<Element>(
    _ type: Element.Type, at offset: Int, in base: UnsafeRawPointer
  ) -> Any {
    (base + offset).assumingMemoryBound(to: Element.self).pointee
  }
}

/// Whether every test in `tests` holds between the tuples `expected` and
/// `actual`: a free function, so that a call passes only `Value`'s
/// metadata (a static method of `TupleEquality` would instantiate the
/// metadata of `TupleEquality<Value>`, its `Self`).
///
/// - Complexity: O(k) `==` calls for k tests.
private func tupleElementsMatch<Value>(
  _ expected: Value, _ actual: Value, _ tests: [TupleEquality<Value>.ElementTest]
) -> Bool {
  withUnsafePointer(to: expected) { expected in
    withUnsafePointer(to: actual) { actual in
      let expected = UnsafeRawPointer(expected)
      let actual = UnsafeRawPointer(actual)
      var index = 0
      while index < tests.count {
        if !tests[index](expected, actual) { return false }
        index += 1
      }
      return true
    }
  }
}
