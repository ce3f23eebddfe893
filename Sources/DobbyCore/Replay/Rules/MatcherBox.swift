@usableFromInline
final class MatcherBox<Value: Sendable>: AnyMatcherBox {
  let matcher: Matcher<Value>
  /// The matcher's test, kept apart so that unspecialised code calls it
  /// without going through the matcher's layout.
  let test: @Sendable (Value) -> Bool
  /// For equality on a `Hashable` value (see ``IndexKey``): the expected
  /// value, read once here so that indexing a lane's rules touches only
  /// their boxes.
  @usableFromInline let expected: Value?

  init(_ matcher: Matcher<Value>) {
    self.matcher = matcher
    test = matcher.test
    expected = matcher.indexKey?.expected()
  }

  @usableFromInline var description: String { matcher.description }
  @usableFromInline var wholeDescription: String { matcher.wholeDescription }
}
