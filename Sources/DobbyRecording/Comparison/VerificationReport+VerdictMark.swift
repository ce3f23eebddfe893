package import DobbyCore

extension VerificationReport {
  /// A step's verdict as the debugger and `--diff` mark it: `✓E1` for a
  /// matched step, `·` for an ignored one, `✗ DOBBY-E005` for a mismatch
  /// (`✗` alone when the report has no mismatch at that index, as a report
  /// made by hand may).
  package func mark(of verdict: Verdict, glyphs: Glyphs) -> String {
    switch verdict {
    case .matched(let id): glyphs.matched + id.description
    case .ignored: glyphs.ignored
    case .mismatch(let index):
      mismatches.indices.contains(index)
        ? glyphs.failed + " " + mismatches[index].code : glyphs.failed
    }
  }
}
