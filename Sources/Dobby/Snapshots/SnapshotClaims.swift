/// Which test writes each snapshot file in this process: two tests never
/// share one, since the second would read the first's snapshot as a change,
/// or replace it.
enum SnapshotClaims {
  /// Who claimed each snapshot file, by absolute path: the test's title and
  /// the snapshot's name.
  private static let claims = Lock<[String: (test: String, name: String)]>([:])

  /// Claims the file at `path` for the snapshot `name` of the test titled
  /// `test`.
  ///
  /// - Returns: `nil` when the file is this test's (claimed now or
  ///   before); otherwise the one-line error naming both tests.
  static func claim(_ path: String, name: String, test: String) -> String? {
    let owner = claims.withLock { claims -> (test: String, name: String) in
      if let owner = claims[path] { return owner }
      claims[path] = (test, name)
      return (test, name)
    }
    guard owner.test != test || owner.name != name else { return nil }
    let names = owner.name == name ? "" : " (named \"\(owner.name)\" there, \"\(name)\" here)"
    return "snapshot \"\(name)\" is also taken by test \"\(owner.test)\"\(names): give each"
      + " test its own named:"
  }
}
