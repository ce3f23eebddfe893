extension VerificationReport {
  /// Titles and recorder names longer than this many characters are
  /// elided in the middle, as values are (`…(N more)…`): in the report,
  /// its plain text and its recording.
  public static let maxNameLength = 1_000

  /// `name` elided to about ``maxNameLength`` characters. A name elided
  /// once is kept as it is (the count it holds may take it a little past
  /// the limit), so that a saved and loaded report keeps its names.
  ///
  /// - Complexity: O(1) for a name of at most ``maxNameLength`` bytes,
  ///   else O(n).
  public static func elidedName(_ name: String) -> String {
    guard name.utf8.count > maxNameLength + 32, name.count > maxNameLength + 32 else {
      return name
    }
    return DisplayText.elide(name, to: maxNameLength)
  }
}
