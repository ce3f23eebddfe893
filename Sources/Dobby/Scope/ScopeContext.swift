/// What the test bridge keeps with a test scope, for failures found off the
/// test's task, or after it ended, where the test's task-locals are out of
/// reach: where its recordings go and what reports call it.
struct ScopeContext: Sendable {
  /// The recording store the test binds; `nil` for the one the
  /// environment names.
  let store: RecordingStore?
  /// The test's name as report titles show it (`CheckoutTests.refund`);
  /// `nil` when it cannot be told.
  let title: String?

  /// The context of the test running now, named `title`.
  init(title: String?) {
    store = Verification.recordingStore
    self.title = title
  }
}

extension ScopeRecord {
  /// Where the scope's test saves recordings.
  var store: RecordingStore {
    (context as? ScopeContext)?.store ?? Verification.recordingStore ?? .fromEnvironment()
  }

  /// The scope's test's name as report titles show it.
  var title: String { (context as? ScopeContext)?.title ?? name }

  /// `report` titled after the scope's test when it has the default title.
  func titling(_ report: VerificationReport) -> VerificationReport {
    var report = report
    if report.title == "verification" { report.title = title }
    return report
  }
}
