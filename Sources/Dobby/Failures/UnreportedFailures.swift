import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many failures no test framework could take.
private let _unreported = Atomic<Int>(0)
/// How many failures found after their test ended went in the log as
/// that test's issues.
private let _takenLate = Atomic<Int>(0)
/// Whether the process's exit handlers have begun to run.
private let _ending = Atomic<Bool>(false)

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

  /// Makes the process's exit status non-zero for a failure already in
  /// the log (an issue of a test that has ended), without printing it
  /// again; with a ``sink``, does nothing.
  static func count() {
    guard sink == nil else { return }
    _takenLate.add(1, ordering: .relaxed)
    checkAtExit()
  }

  /// What the process's end says before it exits with status 1: how many
  /// failures no test took, and how many its ended test took as issues;
  /// `nil` when there are none.
  static func exitLine(untaken: Int, takenLate: Int) -> String? {
    var parts: [String] = []
    if untaken > 0 {
      parts.append(
        "\(plural(untaken, "failure")) no test could take (outside any test, or after their test"
          + " ended)")
    }
    if takenLate > 0 {
      parts.append(
        (untaken > 0 ? "\(takenLate)" : plural(takenLate, "failure"))
          + " found after \(takenLate == 1 ? "its test" : "their tests") ended (in the log as"
          + " \(takenLate == 1 ? "that test's issue" : "those tests' issues"))")
    }
    guard !parts.isEmpty else { return nil }
    return "dobby: " + parts.joined(separator: ", and ") + "; exit status 1"
  }

  /// Whether the process has begun to end (its exit handlers run): a test
  /// framework's run is over, and drops what it is given.
  static var processIsEnding: Bool { _ending.load(ordering: .relaxed) }

  /// Notes that the process has begun to end.
  static func noteProcessEnding() { _ending.store(true, ordering: .relaxed) }

  /// Makes the process's end check for failures no test took, if not yet
  /// done.
  static func checkAtExit() { registered }

  private static let registered: Void = { atexit(exitWithFailure) }()
}

/// Ends the process with status 1, after saying why, if a failure no test
/// took was reported (the failures still held for a Swift Testing test
/// first, and the late work's recordings saved again with every late
/// step).
private func exitWithFailure() {
  UnreportedFailures.noteProcessEnding()
  LateWorkRecordings.saveAgain()
  SwiftTestingScope.reportLeft()
  guard
    let line = UnreportedFailures.exitLine(
      untaken: _unreported.load(ordering: .relaxed),
      takenLate: _takenLate.load(ordering: .relaxed))
  else { return }
  StandardError.print(line)
  _exit(1)
}
