import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many failures no test framework could take.
private let _unreported = Atomic<Int>(0)

/// Failures no test can take (found where no test framework runs, or after
/// their test ended, and late work): printed to standard error at once, and
/// the process exits non-zero at its end.
enum UnreportedFailures {
  /// Where the current task's failures go instead, with no effect on the
  /// exit status; `nil` (the default) for standard error. A task the test
  /// starts inherits it, so a test of late failures binds it around the
  /// test.
  @TaskLocal static var sink: (@Sendable (String) -> Void)?

  /// Prints `text` to standard error and makes the process's exit status
  /// non-zero.
  static func report(_ text: String) {
    if let sink { return sink(text) }
    StandardError.print(text)
    _unreported.add(1, ordering: .relaxed)
    checkAtExit()
  }

  /// Makes the process's end check for failures no test took, if not yet
  /// done.
  static func checkAtExit() { registered }

  private static let registered: Void = { atexit(exitWithFailure) }()
}

/// Ends the process with status 1, after saying why, if a failure no test
/// took was reported (the failures still held for a Swift Testing test
/// first).
private func exitWithFailure() {
  SwiftTestingScope.reportLeft()
  let count = _unreported.load(ordering: .relaxed)
  guard count > 0 else { return }
  StandardError.print(
    "dobby: \(plural(count, "failure")) no test could take (outside any test, or after"
      + " their test ended); exit status 1")
  _exit(1)
}
