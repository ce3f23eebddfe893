/// The arguments of one case of a parameterised test, read off Swift
/// Testing's `Test.Case` with `Mirror`.
struct CaseArguments {
  /// One argument: its parameter's argument label (`nil` for `_`) and
  /// its value.
  struct Argument {
    var label: String?
    var value: Any
  }

  /// The arguments, in the order of the test function's parameters.
  var values: [Argument]
  /// Swift Testing's index of the case among cases with equal arguments.
  var discriminator: Int

  init(values: [Argument], discriminator: Int) {
    self.values = values
    self.discriminator = discriminator
  }

  /// The arguments of `testCase`; `nil` when its layout is not the one
  /// Swift Testing 6.3 has (`_kind: .parameterized(arguments:
  /// discriminator: isStable:)`).
  init?(_ testCase: Any) {
    guard let kind = Self.child("_kind", of: testCase),
      let payload = Self.child("parameterized", of: kind),
      let arguments = Self.child("arguments", of: payload)
    else { return nil }
    var values: [Argument] = []
    for argument in Mirror(reflecting: arguments).children {
      guard let value = Self.child("value", of: argument.value),
        let parameter = Self.child("parameter", of: argument.value),
        let first = Self.child("firstName", of: parameter) as? String
      else { return nil }
      values.append(Argument(label: first == "_" ? nil : first, value: value))
    }
    guard !values.isEmpty else { return nil }
    self.values = values
    discriminator = Self.child("discriminator", of: payload) as? Int ?? 0
  }

  /// The child of `value` labelled `label`, through `Mirror`.
  private static func child(_ label: String, of value: Any) -> Any? {
    Mirror(reflecting: value).children.first { $0.label == label }?.value
  }
}
