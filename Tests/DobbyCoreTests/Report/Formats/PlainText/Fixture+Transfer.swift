import DobbyTestSupport

extension Fixture {
  /// A transfer: a value longer than a report's line, with a ``Payment``
  /// inside, for the reports that cut a long value around the field that
  /// differs.
  struct Transfer: Equatable, Sendable {
    var reference: String
    var payee: String
    var money: Payment
    var note: String
  }
}
