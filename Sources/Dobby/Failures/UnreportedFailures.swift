import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many failures no test framework could take.
private let _unreported = Atomic<Int>(0)

/// Failures found where no test framework runs: printed to standard error
/// at once, and the process exits non-zero at its end.
enum UnreportedFailures {
  /// Prints `text` to standard error and makes the process's exit status
  /// non-zero.
  static func report(_ text: String) {
    StandardError.print(text)
    if _unreported.add(1, ordering: .relaxed).newValue == 1 { atexit(exitWithFailure) }
  }
}

/// Ends the process with status 1, after saying why.
private func exitWithFailure() {
  let count = _unreported.load(ordering: .relaxed)
  StandardError.print(
    "dobby: \(plural(count, "failed verification")) outside any test; exit status 1")
  _exit(1)
}
