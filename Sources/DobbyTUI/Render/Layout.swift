/// Where each part of the screen goes at a terminal size.
///
/// - **Full** (at least 100×16): a two-line header; the timeline on the
///   left; the expectations and the detail on the right (9/20 of the width,
///   at most ``rightColumnLimit`` columns); the hint bar.
/// - **Medium** (at least 60×14): the header; the timeline above; the
///   detail (or the expectations, when focused) below; the hint bar.
/// - **Narrow** (at least 40×10): a one-line header, the focused pane
///   alone, a status line for the cursor, the hint bar.
/// - **Too small**: a notice.
package struct Layout: Sendable, Equatable {
  /// Which arrangement fits.
  package enum Kind: Sendable, Hashable {
    /// Every pane: the timeline beside the expectations and the detail.
    case full
    /// The timeline above the detail or the expectations.
    case medium
    /// The focused pane alone.
    case narrow
    /// Only a notice.
    case tooSmall
  }

  /// A pane's place: a title row and the body under it.
  package struct Area: Sendable, Equatable {
    /// The pane.
    package let pane: DebuggerState.Pane
    /// The title row.
    package let title: Rect
    /// The body.
    package let body: Rect
  }

  /// The smallest size the debugger draws in.
  package static let minimum = Size(columns: 40, rows: 10)

  /// The widest the right column (expectations and detail) gets in the
  /// full layout: their lines read whole at this width, and the lanes of
  /// the timeline use the rest.
  package static let rightColumnLimit = 72

  /// Which arrangement fits.
  package let kind: Kind
  /// The screen size.
  package let size: Size
  /// The header rows.
  package let header: Rect
  /// The panes shown.
  package let areas: [Area]
  /// The vertical rule between the left and right columns (full layout).
  package let separator: Rect?
  /// The cursor's one-line status (narrow layout).
  package let status: Rect?
  /// The hint bar (or prompt) row.
  package let hint: Rect

  /// The layout for `size`, showing `focus` where not every pane fits.
  package init(size: Size, focus: DebuggerState.Pane, expectationCount: Int) {
    self.size = size
    let columns = size.columns
    let rows = size.rows
    hint = Rect(top: rows - 1, left: 0, height: 1, width: columns)
    if columns < Self.minimum.columns || rows < Self.minimum.rows {
      kind = .tooSmall
      header = Rect(top: 0, left: 0, height: 0, width: 0)
      areas = []
      separator = nil
      status = nil
    } else if columns >= 100 && rows >= 16 {
      kind = .full
      header = Rect(top: 0, left: 0, height: 2, width: columns)
      // The right column takes 9/20 of the width up to what its panes
      // read well in; a wider screen goes to the timeline's lanes.
      let right = min(columns - columns * 11 / 20 - 1, Self.rightColumnLimit)
      let left = columns - right - 1
      let body = rows - 4
      let listed = min(max(1, expectationCount), max(3, (body - 1) * 2 / 5))
      areas = [
        Area(
          pane: .timeline, title: Rect(top: 2, left: 0, height: 1, width: left),
          body: Rect(top: 3, left: 0, height: body, width: left)),
        Area(
          pane: .expectations, title: Rect(top: 2, left: left + 1, height: 1, width: right),
          body: Rect(top: 3, left: left + 1, height: listed, width: right)),
        Area(
          pane: .detail, title: Rect(top: 3 + listed, left: left + 1, height: 1, width: right),
          body: Rect(top: 4 + listed, left: left + 1, height: body - listed - 1, width: right)),
      ]
      separator = Rect(top: 2, left: left, height: rows - 3, width: 1)
      status = nil
    } else if columns >= 60 && rows >= 14 {
      kind = .medium
      header = Rect(top: 0, left: 0, height: 2, width: columns)
      let available = rows - 5
      let upper = (available + 1) / 2
      let lower: DebuggerState.Pane = focus == .expectations ? .expectations : .detail
      areas = [
        Area(
          pane: .timeline, title: Rect(top: 2, left: 0, height: 1, width: columns),
          body: Rect(top: 3, left: 0, height: upper, width: columns)),
        Area(
          pane: lower, title: Rect(top: 3 + upper, left: 0, height: 1, width: columns),
          body: Rect(top: 4 + upper, left: 0, height: available - upper, width: columns)),
      ]
      separator = nil
      status = nil
    } else {
      kind = .narrow
      header = Rect(top: 0, left: 0, height: 1, width: columns)
      areas = [
        Area(
          pane: focus, title: Rect(top: 1, left: 0, height: 1, width: columns),
          body: Rect(top: 2, left: 0, height: rows - 4, width: columns))
      ]
      separator = nil
      status = Rect(top: rows - 2, left: 0, height: 1, width: columns)
    }
  }

  /// Where `pane` is, or `nil` when it is not shown.
  package func area(of pane: DebuggerState.Pane) -> Area? {
    areas.first { $0.pane == pane }
  }

  /// Where `pane` is, or where it would be if it had the focus.
  func placement(of pane: DebuggerState.Pane, expectationCount: Int) -> Area? {
    area(of: pane)
      ?? Layout(size: size, focus: pane, expectationCount: expectationCount).area(of: pane)
  }
}
