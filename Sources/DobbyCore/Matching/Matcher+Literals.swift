// Literals stand for `equals(literal)` wherever a matcher is expected, so
// that `[1, any()]` is an array of matchers and `expect(1, in: doubles)`
// matches `1.0`.

extension Matcher: ExpressibleByIntegerLiteral
where Value: ExpressibleByIntegerLiteral & EquatableMatcherLiteral {
  public init(integerLiteral value: Value.IntegerLiteralType) {
    self = equals(Value(integerLiteral: value))
  }
}

extension Matcher: ExpressibleByFloatLiteral
where Value: ExpressibleByFloatLiteral & EquatableMatcherLiteral {
  public init(floatLiteral value: Value.FloatLiteralType) {
    self = equals(Value(floatLiteral: value))
  }
}

extension Matcher: ExpressibleByBooleanLiteral
where Value: ExpressibleByBooleanLiteral & EquatableMatcherLiteral {
  public init(booleanLiteral value: Value.BooleanLiteralType) {
    self = equals(Value(booleanLiteral: value))
  }
}

// A string literal is also the two literals it refines; their initialisers
// are the standard library's defaults, which read the literal as a string.
extension Matcher: ExpressibleByUnicodeScalarLiteral
where Value: ExpressibleByStringLiteral & EquatableMatcherLiteral {}

extension Matcher: ExpressibleByExtendedGraphemeClusterLiteral
where Value: ExpressibleByStringLiteral & EquatableMatcherLiteral {}

extension Matcher: ExpressibleByStringLiteral
where Value: ExpressibleByStringLiteral & EquatableMatcherLiteral {
  public init(stringLiteral value: Value.StringLiteralType) {
    self = equals(Value(stringLiteral: value))
  }
}
