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

  /// `name` as one file name on every system: itself when it is made of
  /// `[A-Za-z0-9._-]` only (at most 120 characters, no leading `.`);
  /// otherwise reduced to those (other runs of characters become `_`) and
  /// followed by `-` and 16 hex digits of a digest of the whole name, so
  /// that two names never share a file (`café` and `cafè`, `a b`, `a_b`
  /// and `a/b` each have their own).
  static func fileName(_ name: String) -> String {
    var result = ""
    var replaced = false
    var changed = false
    for scalar in name.unicodeScalars {
      let allowed =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        || (scalar >= "0" && scalar <= "9") || scalar == "." || scalar == "-" || scalar == "_"
      if allowed {
        result.unicodeScalars.append(scalar)
        replaced = false
      } else {
        changed = true
        if !replaced { result += "_" }
        replaced = true
      }
    }
    while result.hasPrefix(".") {
      result.removeFirst()
      changed = true
    }
    if result.count > 120 || result.isEmpty || (result.count > 17 && isDigestSuffixed(result)) {
      changed = true
    }
    guard changed else { return result }
    return String(result.prefix(100)) + "-" + digest(name)
  }

  /// Whether `name` ends as a digested file name does (`-` and 16 hex
  /// digits): a clean name of that shape is digested too, so that it
  /// cannot take another name's file.
  private static func isDigestSuffixed(_ name: String) -> Bool {
    let tail = name.suffix(17)
    return tail.first == "-" && tail.dropFirst().allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }

  /// 16 hex digits of the 64-bit FNV-1a digest of `name`'s UTF-8.
  static func digest(_ name: String) -> String { FNV1a.hex(FNV1a.hash(name)) }
}
