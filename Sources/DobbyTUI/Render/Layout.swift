/// Where each part of the screen goes at a terminal size.
///
/// - **Full** (at least 100×16): a two-line header; the timeline on the
///   left, as wide as its content asks (see ``init(size:focus:expectationCount:sourceLines:leftWanted:)``);
///   the expectations and the detail on the right, in the rest; the hint bar.
/// - **Medium** (at least 60×14): the header; the timeline above; the
///   detail (or the expectations, when focused) below; the hint bar.
/// - **Narrow** (at least 40×10): a one-line header, the focused pane
///   alone, a status line for the cursor, the hint bar.
/// - **Too small**: a notice.
///
/// The source pane, when asked for, goes under the timeline in the full
/// and medium layouts, with the lines of code asked for where the other
/// panes keep enough rows, fewer down to three, else none: it yields
/// first. The narrow layout has no room for it.
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

    /// `pane` at `top`: its title row, and `height` rows of body under it.
    init(pane: DebuggerState.Pane, top: Int, left: Int, width: Int, height: Int) {
      self.pane = pane
      title = Rect(top: top, left: left, height: 1, width: width)
      body = Rect(top: top + 1, left: left, height: height, width: width)
    }
  }

  /// The source pane's place: a title row and the code under it.
  package struct SourceArea: Sendable, Equatable {
    /// The title row.
    package let title: Rect
    /// The lines of code.
    package let body: Rect

    /// The pane at `top` from the left edge: its title row and `lines`
    /// lines of code; `nil` for none.
    init?(top: Int, width: Int, lines: Int) {
      guard lines > 0 else { return nil }
      title = Rect(top: top, left: 0, height: 1, width: width)
      body = Rect(top: top + 1, left: 0, height: lines, width: width)
    }
  }

  /// The smallest size the debugger draws in.
  package static let minimum = Size(columns: 40, rows: 10)

  /// The widest the right column (expectations and detail) gets in the
  /// full layout: their lines read whole at this width, and the left
  /// column takes the rest.
  package static let rightColumnLimit = 72

  /// The narrowest the right column (expectations and detail) gets in
  /// the full layout, however wide the timeline's content: its labels,
  /// a field table's three columns and a verdict still read.
  package static let minimumRightColumn = 44

  /// The narrowest the left column (timeline and source pane) gets in the
  /// full layout, however narrow its content: its title and lane header.
  package static let minimumLeftColumn = 40

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
  /// The source pane; `nil` when hidden or when it does not fit.
  package let source: SourceArea?
  /// The columns the left column's content asked for; `nil` when not
  /// known.
  let leftWanted: Int?

  /// The fewest lines of code the source pane shows.
  package static let minimumSourceLines = 3
  /// The fewest rows the timeline keeps beside the source pane (its
  /// header and four steps).
  static let timelineRowsBesideSource = 5

  /// The source pane's lines of code when `available` rows are shared
  /// with panes that keep `kept` rows and titles, `wanted` asked for; 0
  /// when fewer than ``minimumSourceLines`` fit.
  static func sourceHeight(wanted: Int, available: Int, kept: Int) -> Int {
    let fits = min(wanted, available - kept - 1)
    return fits >= minimumSourceLines ? fits : 0
  }

  /// The layout for `size`, showing `focus` where not every pane fits,
  /// and `sourceLines` lines of code (none for 0) where they fit.
  ///
  /// In the full layout, `leftWanted` is the columns the left column's
  /// content asks for (the timeline's rows in view and the source pane's
  /// lines): it gets them, up to what leaves the right column
  /// ``minimumRightColumn``, and the right column takes the rest, up to
  /// ``rightColumnLimit`` (the left column, at least
  /// ``minimumLeftColumn``, takes what is left over). Without it, the
  /// right column takes 9/20 of the width, at most ``rightColumnLimit``.
  /// The other layouts and every height are the same either way.
  package init(
    size: Size, focus: DebuggerState.Pane, expectationCount: Int, sourceLines: Int = 0,
    leftWanted: Int? = nil
  ) {
    self.size = size
    self.leftWanted = leftWanted
    let columns = size.columns
    let rows = size.rows
    hint = Rect(top: rows - 1, left: 0, height: 1, width: columns)
    if columns < Self.minimum.columns || rows < Self.minimum.rows {
      kind = .tooSmall
      header = Rect(top: 0, left: 0, height: 0, width: 0)
      areas = []
      separator = nil
      status = nil
      source = nil
    } else if Self.isFull(size) {
      kind = .full
      header = Rect(top: 0, left: 0, height: 2, width: columns)
      let left = Self.leftColumn(columns: columns, wanted: leftWanted)
      let right = columns - left - 1
      let body = rows - 4
      let listed = min(max(1, expectationCount), max(3, (body - 1) * 2 / 5))
      let code = Self.sourceHeight(
        wanted: sourceLines, available: body, kept: Self.timelineRowsBesideSource)
      let timeline = code > 0 ? body - code - 1 : body
      source = SourceArea(top: 3 + timeline, width: left, lines: code)
      areas = [
        Area(pane: .timeline, top: 2, left: 0, width: left, height: timeline),
        Area(pane: .expectations, top: 2, left: left + 1, width: right, height: listed),
        Area(
          pane: .detail, top: 3 + listed, left: left + 1, width: right, height: body - listed - 1),
      ]
      separator = Rect(top: 2, left: left, height: rows - 3, width: 1)
      status = nil
    } else if columns >= 60 && rows >= 14 {
      kind = .medium
      header = Rect(top: 0, left: 0, height: 2, width: columns)
      // The timeline keeps five rows and the lower pane four (and its
      // title) beside the source pane.
      let code = Self.sourceHeight(
        wanted: sourceLines, available: rows - 5,
        kept: Self.timelineRowsBesideSource + 5)
      let available = rows - 5 - (code > 0 ? code + 1 : 0)
      let upper = (available + 1) / 2
      let lower: DebuggerState.Pane = focus == .expectations ? .expectations : .detail
      let lowerTop = 3 + upper + (code > 0 ? code + 1 : 0)
      source = SourceArea(top: 3 + upper, width: columns, lines: code)
      areas = [
        Area(pane: .timeline, top: 2, left: 0, width: columns, height: upper),
        Area(pane: lower, top: lowerTop, left: 0, width: columns, height: available - upper),
      ]
      separator = nil
      status = nil
    } else {
      kind = .narrow
      header = Rect(top: 0, left: 0, height: 1, width: columns)
      areas = [Area(pane: focus, top: 1, left: 0, width: columns, height: rows - 4)]
      separator = nil
      status = Rect(top: rows - 2, left: 0, height: 1, width: columns)
      source = nil
    }
  }

  /// The left column's width in a full layout `columns` wide whose left
  /// content asks for `wanted` columns (see ``init(size:focus:expectationCount:sourceLines:leftWanted:)``).
  static func leftColumn(columns: Int, wanted: Int?) -> Int {
    guard let wanted else {
      // The right column takes 9/20 of the width up to what its panes
      // read well in; a wider screen goes to the timeline's lanes.
      return columns - min(columns - columns * 11 / 20 - 1, rightColumnLimit) - 1
    }
    let least = max(minimumLeftColumn, columns - 1 - rightColumnLimit)
    return max(least, min(wanted, columns - 1 - minimumRightColumn))
  }

  /// Whether a screen of `size` has the full layout.
  static func isFull(_ size: Size) -> Bool { size.columns >= 100 && size.rows >= 16 }

  /// Where `pane` is, or `nil` when it is not shown.
  package func area(of pane: DebuggerState.Pane) -> Area? {
    areas.first { $0.pane == pane }
  }

  /// Where `pane` is, or where it would be if it had the focus.
  func placement(of pane: DebuggerState.Pane, expectationCount: Int) -> Area? {
    area(of: pane)
      ?? Layout(
        size: size, focus: pane, expectationCount: expectationCount,
        sourceLines: source?.body.height ?? 0, leftWanted: leftWanted
      ).area(of: pane)
  }
}
