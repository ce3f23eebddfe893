import Testing

extension Issue {
  /// What the issue prints: its error's description (a failed
  /// verification's headline) on the first line, then its comments.
  var text: String {
    (error.map { "\($0)\n" } ?? "") + comments.map(\.rawValue).joined()
  }
}
