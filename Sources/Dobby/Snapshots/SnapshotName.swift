/// The name a snapshot takes when `expectSnapshot` is not given one.
enum SnapshotName {
  /// The running test's name (`CheckoutTests.chargesOnce`), or `snapshot`
  /// outside a test.
  ///
  /// This is the one place that names a snapshot after its test: the name
  /// of a parameterised test's case belongs here too.
  static func current() -> String {
    TestFailure.currentTestName(readingStack: true) ?? "snapshot"
  }

  /// `name` reduced to `[A-Za-z0-9._-]` (other runs of characters become
  /// `_`), so that it is one file name on every system.
  static func fileName(_ name: String) -> String {
    var result = ""
    var replaced = false
    for scalar in name.unicodeScalars {
      let allowed =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        || (scalar >= "0" && scalar <= "9") || scalar == "." || scalar == "-" || scalar == "_"
      if allowed {
        result.unicodeScalars.append(scalar)
        replaced = false
      } else if !replaced {
        result += "_"
        replaced = true
      }
    }
    while result.hasPrefix(".") { result.removeFirst() }
    return result.isEmpty ? "snapshot" : String(result.prefix(120))
  }
}
