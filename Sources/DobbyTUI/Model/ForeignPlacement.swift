package import DobbyCore

/// Where the debugger shows the interactions another test recorded on a
/// replayed recorder (``VerificationReport/foreignInteractions``): left out
/// of the verdict, they get rows of their own after the steps and the
/// verify row (row `rowCount + k` for the k-th), so the steps keep the
/// numbers the report gives them, and the timeline shows each one in its
/// recorder's lane, right after the recorder's own interaction that came
/// before it (before the recorder's first step when none did).
///
/// A recording keeps no tick for them, only their place in their recorder,
/// so that is how they are placed: among the lane's own steps exactly, and
/// beside the other lanes' steps as near as the lane's own steps tell.
struct ForeignPlacement: Sendable {
  /// The first foreign row: the index's `rowCount`.
  let base: Int
  /// Per foreign interaction: the step it comes after, or `-1` for before
  /// the first step.
  let anchors: [Int]
  /// Per foreign interaction: its recorder's lane.
  let lanes: [Int]
  /// Every row in the order the timeline shows them; empty when there are
  /// no foreign interactions (rows then show in their own order).
  let order: [Int]
  /// Per row, its position in ``order``.
  let positions: [Int]

  var count: Int { anchors.count }
  var isEmpty: Bool { anchors.isEmpty }

  /// - Complexity: O(n + f log f) for n steps and f foreign interactions.
  init(_ report: VerificationReport, stepsByLane: [[Int]], rowCount: Int) {
    base = rowCount
    let foreign = report.foreignInteractions
    guard !foreign.isEmpty else {
      (anchors, lanes, order, positions) = ([], [], [], [])
      return
    }
    var laneOf: [String: Int] = [:]
    for (lane, recorder) in report.recorders.enumerated() where laneOf[recorder.name] == nil {
      laneOf[recorder.name] = lane
    }
    let steps = report.timeline.count
    var anchors = [Int](repeating: steps - 1, count: foreign.count)
    var lanes = [Int](repeating: 0, count: foreign.count)
    // The own interactions before a foreign one in its recorder: its index
    // less the foreign ones before it there.
    var byRecorder: [String: [Int]] = [:]
    for (slot, item) in foreign.enumerated() { byRecorder[item.recorder, default: []].append(slot) }
    for (name, slots) in byRecorder {
      guard let lane = laneOf[name], stepsByLane.indices.contains(lane) else { continue }
      let own = stepsByLane[lane]
      let sorted = slots.sorted { foreign[$0].index < foreign[$1].index }
      for (before, slot) in sorted.enumerated() {
        lanes[slot] = lane
        let ownBefore = min(max(0, foreign[slot].index - before), own.count)
        anchors[slot] =
          ownBefore == 0 ? (own.first.map { $0 - 1 } ?? steps - 1) : own[ownBefore - 1]
      }
    }
    var after = [[Int]](repeating: [], count: steps + 1)  // after[a + 1]: anchored at a
    for slot in foreign.indices { after[anchors[slot] + 1].append(slot) }
    var order: [Int] = []
    order.reserveCapacity(rowCount + foreign.count)
    for step in -1..<steps {
      if step >= 0 { order.append(step) }
      order += after[step + 1].map { rowCount + $0 }
    }
    if rowCount > steps { order.append(steps) }
    var positions = [Int](repeating: 0, count: order.count)
    for (position, row) in order.enumerated() { positions[row] = position }
    (self.anchors, self.lanes, self.order, self.positions) = (anchors, lanes, order, positions)
  }

  /// The slot of the foreign interaction on `row`, or `nil` when `row` is
  /// a step or the verify row.
  func slot(ofRow row: Int) -> Int? {
    row >= base && row - base < anchors.count ? row - base : nil
  }
}

extension ReportIndex {
  /// The interaction another test recorded, shown on `row`; `nil` when
  /// `row` is a step or the verify row.
  package func foreignInteraction(atRow row: Int) -> ForeignInteraction? {
    foreign.slot(ofRow: row).map { report.foreignInteractions[$0] }
  }

  /// The step a foreign row comes after (`-1`: before the first step);
  /// `row` itself for the other rows.
  package func ownRow(of row: Int) -> Int {
    foreign.slot(ofRow: row).map { foreign.anchors[$0] } ?? row
  }

  /// Every row: the steps, the verify row, and the foreign rows.
  package var allRowCount: Int { rowCount + foreign.count }
}
