import DobbyCore

extension ReportIndex {
  /// The most characters a piece of a report's text keeps in the
  /// debugger: more than any pane shows, few enough that measuring and
  /// cutting it on every key press costs little.
  static let screenTextLimit = 4_000

  /// `report` with every text longer than ``screenTextLimit`` (a matcher's
  /// description, a reason, a difference's expected and actual value)
  /// cut in the middle with the count of what was cut, so that a key
  /// press costs the size of the screen, not of the text. An expected and
  /// actual value that both need cutting keep the place where they first
  /// differ.
  ///
  /// - Complexity: O(n) in the length of the texts cut; O(e + m) for a
  ///   report with none to cut.
  static func boundingTexts(_ report: VerificationReport) -> VerificationReport {
    var bounded = report
    let expectations = report.expectations
    if expectations.contains(where: { isLong($0.matcher) || isLong($0.reason) }) {
      bounded.expectations = expectations.map { expectation in
        var expectation = expectation
        if isLong(expectation.matcher) { expectation.matcher = screenText(expectation.matcher) }
        expectation.reason = expectation.reason.map(screenText)
        return expectation
      }
    }
    for index in report.mismatches.indices {
      var mismatch = report.mismatches[index]
      var changed = false
      if var miss = mismatch.nearestMiss,
        miss.differences.contains(where: { isLong($0.expected) || isLong($0.actual) })
      {
        miss.differences = miss.differences.map(screenText)
        mismatch.nearestMiss = miss
        changed = true
      }
      if var reaction = mismatch.reaction, isLong(reaction.matcher) {
        reaction.matcher = screenText(reaction.matcher)
        mismatch.reaction = reaction
        changed = true
      }
      if changed { bounded.mismatches[index] = mismatch }
    }
    return bounded
  }

  /// Whether `text` is longer than ``screenTextLimit`` characters (it has
  /// more bytes, a cheap first test; then only the first characters are
  /// walked, never the whole text).
  private static func isLong(_ text: String?) -> Bool {
    guard let text, text.utf8.count > screenTextLimit else { return false }
    let limit = text.index(text.startIndex, offsetBy: screenTextLimit, limitedBy: text.endIndex)
    return limit.map { $0 < text.endIndex } ?? false
  }

  /// `text` cut to ``screenTextLimit`` characters in the middle.
  private static func screenText(_ text: String) -> String {
    isLong(text) ? DisplayText.elide(text, to: screenTextLimit) : text
  }

  /// A difference whose long values are cut around where they first
  /// differ, as ``DisplayText/elide(_:to:keeping:)`` cuts them, in a pass
  /// that copies no long value whole and counts each one's characters
  /// once.
  private static func screenText(_ difference: FieldMismatch) -> FieldMismatch {
    var result = difference
    guard let expected = difference.expected, let actual = difference.actual else {
      result.expected = difference.expected.map(screenText)
      result.actual = difference.actual.map(screenText)
      return result
    }
    let (inExpected, inActual) = expected.firstDifference(from: actual)
    // The offset, in characters, of the first character that differs (the
    // same in both), and the characters from there: one walk of each.
    let offset = expected.distance(from: expected.startIndex, to: inExpected)
    if isLong(expected) {
      let count = offset + expected.distance(from: inExpected, to: expected.endIndex)
      result.expected = DisplayText.elide(
        expected, count: count, to: screenTextLimit, keeping: offset..<(offset + 1), at: inExpected)
    }
    if isLong(actual) {
      let count = offset + actual.distance(from: inActual, to: actual.endIndex)
      result.actual = DisplayText.elide(
        actual, count: count, to: screenTextLimit, keeping: offset..<(offset + 1), at: inActual)
    }
    return result
  }
}
