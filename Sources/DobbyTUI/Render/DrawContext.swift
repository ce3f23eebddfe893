import DobbyCore

/// What every view of the debugger's screen needs to draw: the state,
/// the indexed report, the glyph set and the layout that ``render(_:report:size:)``
/// settled on.
struct DrawContext {
  let state: DebuggerState
  let report: ReportIndex
  let glyphs: Glyphs
  let layout: Layout
}
