/// Where the comparison screen's parts go at one size: three header rows,
import DobbyRecording

/// the column titles, the aligned steps, a bottom area (the verdicts and
/// the detail of the selected row, side by side from 80 columns), and the
/// hint row.
struct DiffLayout: Equatable {
  /// The rows of the header: title, the two recordings, what differs.
  static let headerRows = 3

  /// The aligned steps (without the column titles above them).
  let steps: Rect
  /// The bottom area with its title row; `nil` when the terminal is too
  /// short for it.
  let bottom: Rect?
  /// The verdicts pane, in the bottom area below its title; `nil` below
  /// 80 columns.
  let verdicts: Rect?
  /// The detail pane, in the bottom area below its title.
  let detail: Rect?
  /// The hint row.
  let hint: Int
  /// Below ``Layout/minimum``: only a notice is drawn.
  let tooSmall: Bool

  /// The layout at `size`; with `expanded` (whole values in the detail),
  /// the bottom area may take half the rows instead of a third.
  init(size: Size, comparison: RecordingComparison, expanded: Bool = false) {
    tooSmall = size.columns < Layout.minimum.columns || size.rows < Layout.minimum.rows
    hint = size.rows - 1
    let first = Self.headerRows + 1
    let available = max(0, hint - first)
    // The bottom area: as tall as its content, at most a third of the rows.
    let verdictLines = comparison.verdictLineCount
    let wanted = expanded ? size.rows : max(verdictLines, 5) + 1
    let share = expanded ? size.rows / 2 : size.rows / 3
    let bottomHeight = size.rows >= 16 ? min(wanted, max(4, share)) : 0
    steps = Rect(top: first, left: 0, height: available - bottomHeight, width: size.columns)
    guard bottomHeight > 0 else {
      bottom = nil
      verdicts = nil
      detail = nil
      return
    }
    let area = Rect(top: steps.bottom, left: 0, height: bottomHeight, width: size.columns)
    bottom = area
    let body = area.top + 1
    if size.columns >= 80 {
      let half = size.columns / 2
      verdicts = Rect(top: body, left: 0, height: area.height - 1, width: half - 1)
      detail = Rect(
        top: body, left: half + 1, height: area.height - 1, width: size.columns - half - 1)
    } else {
      verdicts = nil
      detail = Rect(top: body, left: 0, height: area.height - 1, width: size.columns)
    }
  }
}
