public import DobbyCore

extension Fixture {
  /// A passing report titled `title` whose one interaction, on a recorder
  /// `name` of the value's type, is `value`, which a nice pattern ignores:
  /// for values built as trees, larger or deeper than a recorder makes.
  public static func holding(
    _ value: ValueTree, title: String, recorder name: String
  ) -> VerificationReport {
    let entry = TimelineEntry(
      step: 1, timestamp: 1, recorder: 0, index: 0, value: value,
      callSite: CallSite(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1),
      verdict: .ignored)
    return VerificationReport(
      title: title, mode: PatternMode(strict: false, ordered: true), clockCut: 1,
      recorders: [RecorderSummary(id: 0, name: name, valueType: value.typeName)],
      expectations: [], timeline: [entry], mismatches: [], firstDivergence: nil, passed: true)
  }
}
