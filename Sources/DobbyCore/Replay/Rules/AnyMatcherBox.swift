/// A ``Matcher`` of some value type, boxed once when the rule is set up.
@usableFromInline
protocol AnyMatcherBox: AnyObject, Sendable {
  var description: String { get }
  var wholeDescription: String { get }
}
