/// A stable, grep-able code that Dobby prints for a mismatch, a warning or
/// an unreadable recording: `DOBBY-E004`.
///
/// Every code is declared once, in ``all``, with its title and the text
/// the documentation's catalog of codes shows
/// (`Scripts/generate-code-catalog` writes that catalog from this table).
/// A code prints whole, `DOBBY-E004`, everywhere: in reports, files, the
/// debugger and the docs.
///
/// This file depends on nothing else in DobbyCore: the script compiles it
/// on its own.
package struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
  /// What follows `DOBBY-`: `E004`, `W001`, `READ`.
  package let suffix: String
  /// The code in words, as reports print it after the code: `unfulfilled`.
  package let title: String
  /// What the code means, one Markdown sentence for the docs' catalog.
  package let meaning: String

  /// `DOBBY-E004`.
  package var description: String { "DOBBY-" + suffix }

  /// The code and its title, as a report's line starts:
  /// `DOBBY-E004 unfulfilled`.
  package var heading: String { description + " " + title }
}

extension DiagnosticCode {
  /// An interaction matched no pending expectation.
  package static let unexpected = DiagnosticCode(
    suffix: "E001", title: "unexpected",
    meaning: "an interaction matched no pending expectation (strict patterns)")
  /// An interaction matched an expectation that was not yet due.
  package static let outOfOrder = DiagnosticCode(
    suffix: "E002", title: "out of order",
    meaning: "an interaction matched an expectation that was not yet due (ordered patterns),"
      + " or came before an interaction of one it must come after (`after:`)")
  /// An interaction matched a rejection.
  package static let rejected = DiagnosticCode(
    suffix: "E003", title: "rejected", meaning: "an interaction matched a `reject`")
  /// An expectation was met fewer times than its minimum.
  package static let unfulfilled = DiagnosticCode(
    suffix: "E004", title: "unfulfilled",
    meaning: "an expectation was met fewer times than its minimum")
  /// An expectation was met more times than its maximum.
  package static let exceeded = DiagnosticCode(
    suffix: "E005", title: "exceeded",
    meaning: "an expectation was met more times than its maximum (every mode)")
  /// A stub reaction was never invoked.
  package static let unused = DiagnosticCode(
    suffix: "E006", title: "unused",
    meaning: "a stub reaction was never invoked (`pattern.expectUsed(stub)`;"
      + " see <doc:StubsAndMocks#Unused-stub-reactions>)")
  /// A pattern or mock was never verified.
  package static let neverVerified = DiagnosticCode(
    suffix: "E007", title: "never verified",
    meaning: "a pattern or mock was destroyed without `check()` or `verify()`: an error"
      + " naming its first mismatch when a test scope finds it does not hold, else a warning"
      + " (see <doc:TestScopes>)")
  /// An interaction another test recorded on a replayed recorder.
  package static let otherTest = DiagnosticCode(
    suffix: "W001", title: "another test's",
    meaning: "a warning: a replayed recorder holds an interaction another test recorded"
      + " while this one ran; it is left out of the verdict (see <doc:TestScopes>)")
  /// A recording that could not be read.
  package static let unreadable = DiagnosticCode(
    suffix: "READ", title: "unreadable",
    meaning: "a recording could not be read: the type of `--format junit`'s error, whose"
      + " message is the one-line reason")

  /// Every code, in the order the catalog lists them.
  package static let all: [DiagnosticCode] = [
    unexpected, outOfOrder, rejected, unfulfilled, exceeded, unused, neverVerified, otherTest,
    unreadable,
  ]
}
