import DobbyCore
import DobbyRecording

/// The source pane: the lines around the selection's location (see
/// ``DebuggerState/sourceLocation(_:)``), the line marked, the function
/// and the place named in the title; read from the file where it is, else
/// from the snippet the recording carries. A file edited since the
/// recording shows the carried lines where it has them, under a notice.
enum SourceView {
  static func draw(into frame: inout Frame, area: Layout.SourceArea, _ context: DrawContext) {
    let location = context.state.sourceLocation(context.report)
    let height = area.body.height
    let excerpt = self.excerpt(at: location, height: height, report: context.report)
    drawTitle(into: &frame, area.title, location: location, excerpt: excerpt, context)
    let body = area.body
    guard let location else {
      notice("no code at this row", into: &frame, body)
      return
    }
    guard let excerpt else {
      let place = RowText.place(location.site, basePath: context.state.options.basePath)
      notice(
        "no source for \(place): the file is not here and the recording carries none",
        into: &frame, body)
      return
    }
    var top = body.top
    if let edited = editedNotice(excerpt, context.report), height > 1 {
      notice(edited, style: .accent, into: &frame, body)
      top += 1
    }
    let lines = window(excerpt, height: body.bottom - top)
    let gutter = String(lines.upperBound).count
    for (offset, number) in lines.enumerated() {
      let row = top + offset
      let marked = number == excerpt.line
      var writer = LineWriter(row: row, column: body.left, limit: body.right)
      writer.write(marked ? context.glyphs.cursor : " ", marked ? .accent : .plain, into: &frame)
      let label = String(repeating: " ", count: gutter - String(number).count) + "\(number)"
      writer.write(label + " ", marked ? .bold : .muted, into: &frame)
      writer.write(String(context.glyphs.vertical) + " ", .muted, into: &frame)
      writer.write(
        code(excerpt.lines[number - excerpt.firstLine]), marked ? .bold : .plain, into: &frame)
    }
  }

  /// The first row's notice when the file has been edited since the
  /// recording (``VerificationReport/sourceChanged(path:)``): the lines
  /// shown are those that ran where the recording carried them (and where
  /// the marked line stands now, when it moved), else the file's as it is
  /// now; `nil` when it has not been edited.
  static func editedNotice(_ excerpt: SourceExcerpt, _ report: ReportIndex) -> String? {
    let full = report.report
    guard full.sourceChanged(path: excerpt.path) else { return nil }
    guard excerpt.file == nil else { return "edited since the recording: the line may have moved" }
    let ran = "edited since the recording: the lines as they ran"
    guard let now = full.lineNow(path: excerpt.path, line: excerpt.line), now != excerpt.line
    else { return ran }
    return ran + "; now line \(now)"
  }

  /// The lines around `location` that `height` rows may show.
  private static func excerpt(
    at location: SourceLocation?, height: Int, report: ReportIndex
  ) -> SourceExcerpt? {
    location.flatMap { location in
      report.report.sourceExcerpt(
        path: location.site.filePath, line: location.site.line, before: height - 1,
        after: height - 1)
    }
  }

  /// The columns the pane asks for to show its `height` lines of code
  /// whole: the marker, the line number, the rule and the widest line;
  /// 0 when there is no code to show.
  ///
  /// - Complexity: O(`height` × the lines' length).
  static func wantedWidth(_ state: DebuggerState, report: ReportIndex, height: Int) -> Int {
    let location = state.sourceLocation(report)
    guard let excerpt = excerpt(at: location, height: height, report: report) else { return 0 }
    let lines = window(excerpt, height: height)
    let widest =
      lines.map { DisplayText.width(code(excerpt.lines[$0 - excerpt.firstLine])) }
      .max() ?? 0
    return 1 + String(lines.upperBound).count + 3 + widest + 1
  }

  /// The line numbers shown in `height` rows: the marked line in the
  /// middle where the lines around it allow, else as near as they do.
  static func window(_ excerpt: SourceExcerpt, height: Int) -> ClosedRange<Int> {
    let count = min(max(1, height), excerpt.lines.count)
    let start = min(
      max(excerpt.firstLine, excerpt.line - (count - 1) / 2), excerpt.lastLine - count + 1)
    return start...(start + count - 1)
  }

  /// A line of code as the pane shows it: tabs as four spaces, controls
  /// escaped.
  static func code(_ line: String) -> String {
    DisplayText.escape(line.replacing("\t", with: "    "))
  }

  /// The title: the function (else `Source`) on the left; on the right
  /// the place, where the lines come from and the key that opens the
  /// editor, as many as fit. The place keeps its file name and line.
  static func drawTitle(
    into frame: inout Frame, _ rect: Rect, location: SourceLocation?, excerpt: SourceExcerpt?,
    _ context: DrawContext
  ) {
    let glyphs = context.glyphs
    frame.fill(
      row: rect.top, column: rect.left, width: rect.width, with: glyphs.horizontal, style: .muted)
    let place = location.map { RowText.place($0.site, basePath: context.state.options.basePath) }
    let shortest = place.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
    let name = location?.function.map { DisplayText.escape($0) } ?? "Source"
    let nameRoom = max(min(rect.width - 2, 10), rect.width - DisplayText.width(shortest) - 9)
    let used = frame.put(
      DisplayText.truncate(" \(name) ", to: max(0, nameRoom)), row: rect.top,
      column: rect.left + 1, style: .bold)
    guard let place else { return }
    let room = rect.width - used - 5
    var extras: [String] = []
    if let excerpt {
      let report = context.report.report
      if excerpt.file == nil { extras.append("from the recording") }
      if report.sourceFile(path: excerpt.path) != nil {
        let editKey = KeyMap.binding(of: .openEditor).keys[0].label(
          ascii: context.state.options.ascii)
        extras.append("\(editKey) edit")
      }
    }
    // The extras go first, from the last, while the place's file name and
    // line do not fit beside them.
    while !extras.isEmpty,
      room - extras.reduce(0, { $0 + DisplayText.width($1) + glyphs.separator.count })
        < DisplayText.width(shortest)
    {
      extras.removeLast()
    }
    let fixed = extras.reduce(0) { $0 + DisplayText.width($1) + glyphs.separator.count }
    let info = ([RowText.fit(place: place, to: max(0, room - fixed))] + extras).joined(
      separator: glyphs.separator)
    let width = DisplayText.width(info)
    guard width > 0, used + width + 5 <= rect.width else { return }
    frame.put(" " + info + " ", row: rect.top, column: rect.right - width - 3, style: .plain)
  }

  private static func notice(
    _ text: String, style: Style = .muted, into frame: inout Frame, _ body: Rect
  ) {
    guard body.height > 0 else { return }
    var writer = LineWriter(row: body.top, column: body.left + 1, limit: body.right)
    writer.write(text, style, into: &frame)
  }
}
