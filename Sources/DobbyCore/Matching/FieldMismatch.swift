/// One difference between what a matcher expected and the value it got.
///
/// `path` locates the field inside the value (`.1`, `.currency`, `[2]`,
/// `["key"]`, `count`); it is empty for the value as a whole.
public struct FieldMismatch: Sendable, Hashable, Codable {
  /// Where in the value: empty for the whole value.
  public var path: String
  /// What was expected there; `nil` when nothing was (an unexpected key).
  public var expected: String?
  /// What was there; `nil` when it was missing.
  public var actual: String?

  /// A difference at `path`.
  public init(path: String, expected: String?, actual: String?) {
    self.path = path
    self.expected = expected
    self.actual = actual
  }

  /// This difference nested under `prefix`.
  @usableFromInline
  func nested(under prefix: String) -> FieldMismatch {
    FieldMismatch(path: prefix + path, expected: expected, actual: actual)
  }
}

extension FieldMismatch: CustomStringConvertible {
  /// `.1: expected "foobar", got "foo"`, `["key"]: missing`,
  /// `["extra"]: unexpected, got 5`.
  public var description: String {
    let prefix = path.isEmpty ? "" : path + ": "
    switch (expected, actual) {
    case (_, nil): return prefix + "missing"
    case (nil, let actual?): return prefix + "unexpected, got " + actual
    case (let expected?, let actual?): return prefix + "expected \(expected), got \(actual)"
    }
  }
}
