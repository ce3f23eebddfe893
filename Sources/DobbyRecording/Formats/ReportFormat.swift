import DobbyCore

/// The text formats a report renders to.
///
/// Every format is written in one place: plain text, GitHub and JUnit in
/// `DobbyCore/Report/Formats/` beside the glyphs, plurals and escapes they
/// share; JSON here, by the recording file's encoder, which is why the
/// choice among them (``VerificationReport/rendered(as:options:)``)
/// lives in this module.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// Compiler-style plain text (``VerificationReport/plainText(_:)``).
  case plain
  /// GitHub Actions workflow commands: one `::error` per mismatch, then the
  /// plain report fenced so that no recorded value is read as a command.
  case github
  /// JUnit XML: one test case, failed with the plain report (`dobby-tui`
  /// on several recordings: one suite with one test case each).
  case junit
  /// The report as one JSON document: an array whose elements are the
  /// recording's line objects, in the order a recording holds them, one
  /// per line (`Sources/Dobby/Dobby.docc/TheRecordingFormat.md` describes them; `dobby-tui` on
  /// several recordings writes an array of such documents).
  case json
}
