@usableFromInline
final class MatcherBox<Value: Sendable>: AnyMatcherBox {
  let matcher: Matcher<Value>
  /// The matcher's test, kept apart so that unspecialised code calls it
  /// without going through the matcher's layout.
  let test: @Sendable (Value) -> Bool

  init(_ matcher: Matcher<Value>) {
    self.matcher = matcher
    test = matcher.test
  }

  @usableFromInline var description: String { matcher.description }
  @usableFromInline var wholeDescription: String { matcher.wholeDescription }
}
