/// What a fail-fast mock remembers between records.
struct FailFastState: Sendable {
  var handler: FailFastHandler?
  /// The running test's reporter, set when the mock was made through
  /// `Dobby`; `nil` for a mock made with DobbyCore alone.
  var testReporter: FailFastTestReporter?
  /// The timestamps of the interactions already reported.
  var reported: Set<UInt64> = []
  /// Unordered mocks: how many final mismatches reports have accounted for.
  var accounted = 0
}
