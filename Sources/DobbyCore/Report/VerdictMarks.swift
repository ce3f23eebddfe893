/// The marks of an interaction's verdict, in Unicode or ASCII: the one
/// table the plain-text report and the debugger share.
package struct VerdictMarks: Sendable {
  /// An interaction an expectation consumed; a passed verification.
  package let matched: String
  /// A mismatch; a failed verification.
  package let failed: String
  /// An interaction a nice pattern ignored.
  package let ignored: String

  package static let unicode = VerdictMarks(matched: "✓", failed: "✗", ignored: "·")
  package static let ascii = VerdictMarks(matched: "+", failed: "x", ignored: ".")

  /// Each Unicode mark and its ASCII stand-in.
  package static let asciiPairs: [(Character, String)] = [
    (Character(unicode.matched), ascii.matched),
    (Character(unicode.failed), ascii.failed),
    (Character(unicode.ignored), ascii.ignored),
  ]
}
