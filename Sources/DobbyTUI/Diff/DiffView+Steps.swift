import DobbyCore

extension DiffView {
  /// The geometry of one side's steps: the step label, then a column per
  /// recorder (by name, across both recordings) when each gets at least
  /// ``minimumLaneWidth`` columns, else the recorder's name on each row.
  struct StepColumns {
    /// The narrowest a lane column gets.
    static let minimumLaneWidth = 14

    let stepWidth: Int
    /// The recorders' names, escaped: the first recording's, then the
    /// second's that the first lacks.
    let lanes: [String]
    /// Each lane's width; `nil` when the lanes do not fit side by side.
    let laneWidth: Int?
    /// The width of the name column when the lanes do not fit.
    let nameWidth: Int
    private let lanesA: [Int]
    private let lanesB: [Int]

    init(_ view: DiffView) {
      let a = view.comparison.a
      let b = view.comparison.b
      stepWidth = max(
        3, DisplayText.width("#\(a.timeline.count)"), DisplayText.width("#\(b.timeline.count)"))
      var names: [String] = []
      var index: [String: Int] = [:]
      for recorder in a.recorders + b.recorders where index[recorder.name] == nil {
        index[recorder.name] = names.count
        names.append(DisplayText.escape(recorder.name))
      }
      lanes = names
      lanesA = a.recorders.map { index[$0.name] ?? 0 }
      lanesB = b.recorders.map { index[$0.name] ?? 0 }
      let room = view.halfWidth - 1 - stepWidth - 1
      let width = names.isEmpty ? 0 : (room - (names.count - 1)) / names.count
      laneWidth = width >= Self.minimumLaneWidth ? width : nil
      nameWidth = min(12, names.map { DisplayText.width($0) }.max() ?? 1)
    }

    /// The lane of a step of the first (`isA`) or second recording.
    func lane(of entry: TimelineEntry, isA: Bool) -> Int {
      let lanes = isA ? lanesA : lanesB
      return lanes.indices.contains(entry.recorder) ? lanes[entry.recorder] : 0
    }

    /// The column of `lane`, from the side's left.
    func laneLeft(_ lane: Int) -> Int { stepWidth + 1 + lane * ((laneWidth ?? 0) + 1) }
  }

  func drawSteps(into frame: inout Frame) {
    let area = layout.steps
    let timelineA = comparison.a.timeline
    let timelineB = comparison.b.timeline
    let columns = StepColumns(self)
    for offset in 0..<area.height {
      let index = state.top + offset
      let row = area.top + offset
      frame.put(String(glyphs.vertical), row: row, column: leftB - 2, style: .muted)
      guard index < comparison.rows.count else { continue }
      let compared = comparison.rows[index]
      let changeStyle: Style =
        switch compared.change {
        case .same: .plain
        case .changed: Style(.accent, .bold)
        case .deleted, .inserted: .mismatch
        }
      if binarySearch(state.matches, index) {
        frame.put(glyphs.searchMatch, row: row, column: 1, style: Style(.search, .bold))
      }
      frame.put(Self.sign(compared.change), row: row, column: 2, style: changeStyle)
      drawStep(compared.a, isA: true, timelineA, row: row, left: leftA, columns, into: &frame)
      drawStep(compared.b, isA: false, timelineB, row: row, left: leftB, columns, into: &frame)
      if index == state.cursor {
        frame.put(glyphs.cursor, row: row, column: 0, style: .bold)
        frame.restyle(row: row, column: 0, width: width) {
          $0.attributes.insert(.reverse)
          $0.attributes.remove(.dim)
          if $0.role == .normal || $0.role == .muted { $0.role = .cursor }
        }
      }
    }
  }

  /// One side of a row: `#2  OrderLine(…) ✗ DOBBY-E005` in its recorder's lane,
  /// or `#2  inventory OrderLine(…) ✗ DOBBY-E005` when the lanes do not fit.
  private func drawStep(
    _ step: Int?, isA: Bool, _ timeline: [TimelineEntry], row: Int, left: Int,
    _ columns: StepColumns, into frame: inout Frame
  ) {
    guard let step, timeline.indices.contains(step) else { return }
    let entry = timeline[step]
    let report = isA ? comparison.a : comparison.b
    var line = LineWriter(row: row, column: left, limit: left + halfWidth - 1)
    line.write(
      DisplayText.pad(TimelineStep(index: step).description, to: columns.stepWidth) + " ", .bold,
      into: &frame)
    let lane = columns.lane(of: entry, isA: isA)
    if let laneWidth = columns.laneWidth {
      for other in columns.lanes.indices where other != lane {
        frame.put(
          String(glyphs.vertical), row: row, column: left + columns.laneLeft(other), style: .muted)
      }
      line.skip(to: left + columns.laneLeft(lane))
      line = LineWriter(row: row, column: line.column, limit: line.column + laneWidth)
    } else {
      let name = columns.lanes.indices.contains(lane) ? columns.lanes[lane] : "?"
      line.write(
        DisplayText.pad(DisplayText.truncate(name, to: columns.nameWidth), to: columns.nameWidth)
          + " ", .muted, into: &frame)
    }
    let (mark, style) = RowText.mark(entry.verdict, in: report, glyphs: glyphs)
    let room = max(1, line.room - DisplayText.width(mark) - 1)
    line.write(DisplayText.fit(entry.summary, to: room) + " ", into: &frame)
    line.write(mark, style, into: &frame)
  }
}

/// Whether the ascending `values` hold `value`.
private func binarySearch(_ values: [Int], _ value: Int) -> Bool {
  let index = lowerBound(values.count) { values[$0] < value }
  return index < values.count && values[index] == value
}
