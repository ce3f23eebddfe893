package import DobbyCore

/// A report with everything the debugger looks up per frame computed once,
/// so that drawing a frame costs the same at ten interactions as at a
/// million.
///
/// Rows are the timeline's steps (row `i` is `timeline[i]`) and, when some
/// expectation was unfulfilled at the end, a synthetic final "verify" row
/// (row `timeline.count`) that lists them, so every mismatch has a row.
/// The interactions another test recorded follow as rows of their own
/// (from `rowCount`, up to ``allRowCount``), which the timeline shows
/// among the steps (see `ForeignPlacement`).
package struct ReportIndex: Sendable {
  /// The report.
  package let report: VerificationReport
  /// The number of rows: the steps, plus the verify row when there is one.
  package let rowCount: Int
  /// The verify row (`timeline.count`), or `nil` when no expectation was
  /// unfulfilled at the end.
  package let verifyRow: Int?

  /// Mismatch indices ordered by row, then by index.
  let mismatchOrder: [Int]
  /// For each mismatch, its position in `mismatchOrder`.
  let mismatchRank: [Int]
  /// For each mismatch, its row.
  let mismatchRow: [Int]
  /// The distinct rows that have a mismatch, ascending.
  let mismatchRows: [Int]
  /// Each lane's steps, ascending.
  let stepsByLane: [[Int]]
  /// How many mismatches there are of each kind.
  let kindCounts: [Mismatch.Kind: Int]
  /// Per expectation (by index, id − 1): its first matched step.
  let firstMatch: [Int?]
  /// Per expectation: the earliest row of a mismatch that names it as the
  /// expectation concerned.
  let firstViolation: [Int?]
  /// Per expectation: the earliest row of a mismatch that names it as the
  /// expectation concerned or as the one due.
  let firstMismatchRow: [Int?]
  /// Match counts per expectation at every `checkpointStride` steps:
  /// `checkpoints[k * expectationCount + e]` counts the matches of `e` in
  /// steps `0 ..< k * checkpointStride`.
  let checkpoints: [Int32]
  let checkpointStride: Int
  /// The mismatches whose nearest miss is a step, by that step.
  let nearestMissesByStep: [Int: [Int]]
  /// Where the interactions of other tests go (see ``ForeignPlacement``).
  let foreign: ForeignPlacement
  /// What drawing a step costs the size of its value to make, kept.
  let memo = DrawMemo()

  /// Indexes `original`, its texts cut to what a screen can show (see
  /// ``boundingTexts(_:)``).
  ///
  /// - Complexity: O(n + m log m) for n interactions and m mismatches;
  ///   memory O(n) (checkpoints every max(256, e) steps for e expectations).
  package init(_ original: VerificationReport) {
    let report = Self.boundingTexts(original)
    self.report = report
    let steps = report.timeline.count
    let expectations = report.expectations.count
    let mismatches = report.mismatches

    let rows = mismatches.map { mismatch in
      mismatch.step.map { min(max($0.index, 0), steps) } ?? steps
    }
    let hasVerify = rows.contains(steps)
    verifyRow = hasVerify ? steps : nil
    rowCount = steps + (hasVerify ? 1 : 0)
    mismatchRow = rows
    mismatchOrder = mismatches.indices.sorted {
      rows[$0] != rows[$1] ? rows[$0] < rows[$1] : $0 < $1
    }
    var rank = Array(repeating: 0, count: mismatches.count)
    for (position, index) in mismatchOrder.enumerated() { rank[index] = position }
    mismatchRank = rank
    var distinct: [Int] = []
    for index in mismatchOrder where distinct.last != rows[index] { distinct.append(rows[index]) }
    mismatchRows = distinct
    var counts: [Mismatch.Kind: Int] = [:]
    for mismatch in mismatches { counts[mismatch.kind, default: 0] += 1 }
    kindCounts = counts

    var violation = [Int?](repeating: nil, count: expectations)
    var concerned = [Int?](repeating: nil, count: expectations)
    for (index, mismatch) in mismatches.enumerated() {
      let row = rows[index]
      if let slot = mismatch.expectation.flatMap(report.expectationIndex) {
        violation[slot] = min(violation[slot] ?? row, row)
        concerned[slot] = min(concerned[slot] ?? row, row)
      }
      if let slot = mismatch.due.flatMap(report.expectationIndex) {
        concerned[slot] = min(concerned[slot] ?? row, row)
      }
    }
    firstViolation = violation
    firstMismatchRow = concerned
    var misses: [Int: [Int]] = [:]
    for (index, mismatch) in mismatches.enumerated() {
      if let step = mismatch.nearestMiss?.step?.index {
        misses[step, default: []].append(index)
      }
    }
    nearestMissesByStep = misses

    let stride = max(256, expectations)
    checkpointStride = stride
    var byLane = Array(repeating: [Int](), count: report.recorders.count)
    var first = [Int?](repeating: nil, count: expectations)
    var running = [Int32](repeating: 0, count: expectations)
    var marks: [Int32] = []
    marks.reserveCapacity((steps / stride + 1) * expectations)
    for (step, entry) in report.timeline.enumerated() {
      if step % stride == 0 { marks += running }
      if byLane.indices.contains(entry.recorder) { byLane[entry.recorder].append(step) }
      if case .matched(let id) = entry.verdict, let slot = report.expectationIndex(of: id) {
        running[slot] += 1
        if first[slot] == nil { first[slot] = step }
      }
    }
    if steps % stride == 0 { marks += running }
    checkpoints = marks
    stepsByLane = byLane
    firstMatch = first
    foreign = ForeignPlacement(report, stepsByLane: byLane, rowCount: rowCount)
  }

  /// The one-line summary of the value of `step` (``TimelineEntry/summary``,
  /// of a huge value pruned first), made once.
  package func summary(ofStep step: Int) -> String {
    memo.summary(ofStep: step) {
      report.timeline[step].value.screenSummary(limit: TimelineEntry.summaryLimit)
    }
  }

  /// The lines the outline of `step`'s value takes, counted once.
  func outlineLines(ofStep step: Int) -> Int {
    memo.outlineLines(ofStep: step) { report.timeline[step].value.outlineLineCount() }
  }

  /// The number of steps in the timeline.
  package var stepCount: Int { report.timeline.count }

  /// The lines the expectations pane lists: the expectations, then the
  /// stub reactions never used.
  ///
  /// - Complexity: O(1).
  package var expectationsPaneLines: Int { report.expectations.count + count(of: .unused) }

  /// The mismatch on the earliest row (the first in timeline order); `nil`
  /// when there is none.
  package var firstMismatch: Int? { mismatchOrder.first }

  /// The mismatches whose nearest miss is the interaction at `step`, in
  /// report order.
  ///
  /// - Complexity: O(1) expected.
  package func mismatches(nearestMissAt step: Int) -> [Int] { nearestMissesByStep[step] ?? [] }

  /// How many mismatches there are of `kind`.
  ///
  /// - Complexity: O(1).
  package func count(of kind: Mismatch.Kind) -> Int { kindCounts[kind] ?? 0 }

  /// The indices of the mismatches on `row`, in order.
  ///
  /// - Complexity: O(log m + k) for k mismatches on the row.
  package func mismatches(atRow row: Int) -> [Int] {
    var position = lowerBound(mismatchOrder.count) { mismatchRow[mismatchOrder[$0]] < row }
    var result: [Int] = []
    while position < mismatchOrder.count, mismatchRow[mismatchOrder[position]] == row {
      result.append(mismatchOrder[position])
      position += 1
    }
    return result
  }

  /// Whether any mismatch is on `row`.
  ///
  /// - Complexity: O(log m), without allocating.
  package func hasMismatch(atRow row: Int) -> Bool {
    let position = lowerBound(mismatchRows.count) { mismatchRows[$0] < row }
    return position < mismatchRows.count && mismatchRows[position] == row
  }

  /// The row of mismatch `index`.
  package func row(ofMismatch index: Int) -> Int { mismatchRow[index] }

  /// The position (0-based) of mismatch `index` in row order, as the header
  /// counts `mismatch i/N`.
  package func rank(ofMismatch index: Int) -> Int { mismatchRank[index] }

  /// The mismatch at `rank` in row order.
  func mismatch(atRank rank: Int) -> Int { mismatchOrder[rank] }

  /// How many times each expectation had matched once the step on `row`
  /// was replayed (all steps for the verify row).
  ///
  /// - Complexity: O(e + max(256, e)) for e expectations, whatever the
  ///   timeline's length.
  package func matchCounts(atRow row: Int) -> [Int] {
    let expectations = report.expectations.count
    let end = min(max(row + 1, 0), stepCount)
    let checkpoint = end / checkpointStride
    let base = checkpoint * expectations
    var counts = (0..<expectations).map { Int(checkpoints[base + $0]) }
    let timeline = report.timeline  // read once (see `expectationStates(atRow:)`)
    for step in (checkpoint * checkpointStride)..<end {
      if case .matched(let id) = timeline[step].verdict,
        let slot = report.expectationIndex(of: id)
      {
        counts[slot] += 1
      }
    }
    return counts
  }
}

/// The first index in `0..<count` for which `isBefore` is false, given that
/// it is true for a prefix of the range.
func lowerBound(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = (low + high) / 2
    if isBefore(middle) { low = middle + 1 } else { high = middle }
  }
  return low
}
