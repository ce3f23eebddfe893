import DobbyCore

extension RowText {
  /// A field path cut to `columns` so that its last component stays:
  /// `.amount.currency` becomes `….currency`, and a last component too
  /// long to keep whole keeps its end (`…rency`).
  static func fit(field: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard DisplayText.width(field) > columns else { return field }
    let start = field.index(after: field.startIndex)
    let cut = field[start...].lastIndex { $0 == "." || $0 == "[" } ?? field.startIndex
    let last = String(field[cut...])
    if cut != field.startIndex, DisplayText.width(last) + 1 <= columns {
      let head = columns - 1 - DisplayText.width(last)
      return String(DisplayText.truncate(field, to: head + 1).dropLast()) + "…" + last
    }
    return "…" + DisplayText.suffix(of: field, columns: columns - 1)
  }

  /// The text a cut of `step`'s value keeps (see
  /// ``VerificationReport/focus(ofStep:nearestMissOf:)``).
  static func focus(ofStep step: Int, report: ReportIndex) -> String? {
    report.report.focus(ofStep: step, nearestMissOf: report.mismatches(nearestMissAt: step))
  }
}
