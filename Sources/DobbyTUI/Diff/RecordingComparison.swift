public import DobbyCore

/// Two recordings of one pattern compared: their timelines aligned step by
/// step, the expectations whose verdict changed, and the expectations
/// that are not the same in both.
///
/// Steps are aligned by ``StepDiff`` over their recorder's name and their
/// value's summary, so a step of the same recorder with the same value
/// lines up with its counterpart wherever each run put it. A deletion and
/// an insertion on the same recorder between the same neighbours make one
/// changed step; a step whose value is the same but whose verdict is not
/// is changed too.
///
/// ```swift
/// let comparison = RecordingComparison(passing, failing)
/// comparison.firstDifference   // the row to open on
/// ```
public struct RecordingComparison: Sendable {
  /// One row of the comparison: a step of either recording or both.
  public struct Row: Sendable, Hashable {
    /// How the step differs.
    public enum Change: Sendable, Hashable {
      /// The same value and verdict in both.
      case same
      /// In both, with another value or verdict.
      case changed
      /// Only in the first recording.
      case deleted
      /// Only in the second recording.
      case inserted
    }

    /// How the step differs.
    public var change: Change
    /// The step's index in the first recording's timeline; `nil` when
    /// inserted.
    public var a: Int?
    /// The step's index in the second recording's timeline; `nil` when
    /// deleted.
    public var b: Int?

    /// A row.
    public init(_ change: Change, a: Int?, b: Int?) {
      self.change = change
      self.a = a
      self.b = b
    }
  }

  /// The first recording (`A`, shown on the left and as `-`).
  public let a: VerificationReport
  /// The second recording (`B`, shown on the right and as `+`).
  public let b: VerificationReport
  /// The aligned steps, in the order of both timelines.
  public let rows: [Row]
  /// The indices in ``rows`` of the rows that differ, ascending.
  public let differences: [Int]
  /// The expectations whose verdict is not the same in both, by label.
  public let verdictChanges: [VerdictChange]
  /// The expectations that are not the same in both recordings (different
  /// patterns); empty when both verify the same pattern.
  public let patternDifferences: [PatternDifference]

  /// Compares `a` with `b`.
  ///
  /// - Complexity: O(n + m + d²) for timelines of n and m steps that
  ///   differ in d places (see ``StepDiff``).
  public init(_ a: VerificationReport, _ b: VerificationReport) {
    self.a = a
    self.b = b
    let timelineA = a.timeline
    let timelineB = b.timeline
    var interned: [String: Int] = [:]
    func keys(of report: VerificationReport, _ timeline: [TimelineEntry]) -> [Int] {
      let names = report.recorders.map(\.name)
      return timeline.map { entry in
        let name = names.indices.contains(entry.recorder) ? names[entry.recorder] : "?"
        let key = name + "\u{0}" + entry.summary
        if let id = interned[key] { return id }
        interned[key] = interned.count
        return interned.count - 1
      }
    }
    let keysA = keys(of: a, timelineA)
    let keysB = keys(of: b, timelineB)
    let pairs = StepDiff.align(keysA, keysB)
    let verdictA = timelineA.map { Self.verdictKey($0.verdict, in: a) }
    let verdictB = timelineB.map { Self.verdictKey($0.verdict, in: b) }
    let namesA = a.recorders.map(\.name)
    let namesB = b.recorders.map(\.name)
    rows = Self.rows(
      pairs,
      sameRecorder: { stepA, stepB in
        let laneA = timelineA[stepA].recorder
        let laneB = timelineB[stepB].recorder
        return namesA.indices.contains(laneA) && namesB.indices.contains(laneB)
          && namesA[laneA] == namesB[laneB]
      },
      verdictsDiffer: { verdictA[$0] != verdictB[$1] })
    let aligned = rows
    differences = aligned.indices.filter { aligned[$0].change != .same }
    (verdictChanges, patternDifferences) = Self.compareExpectations(a, b)
  }

  /// Whether both recordings have the same steps and the same verdicts.
  public var isSame: Bool {
    differences.isEmpty && verdictChanges.isEmpty && patternDifferences.isEmpty
      && a.passed == b.passed
  }

  /// The row to open on: the first that differs, else the first.
  public var firstDifference: Int { differences.first ?? 0 }

  /// How many rows are of `change`.
  public func count(of change: Row.Change) -> Int {
    differences.reduce(0) { $0 + (rows[$1].change == change ? 1 : 0) }
  }

  /// A verdict as compared: `E1`, `·`, `E005 E2`.
  static func verdictKey(_ verdict: Verdict, in report: VerificationReport) -> String {
    switch verdict {
    case .matched(let id): "E\(id)"
    case .ignored: "·"
    case .mismatch(let index):
      report.mismatches.indices.contains(index)
        ? report.mismatches[index].code + " "
          + (report.mismatches[index].expectation.map { "E\($0)" } ?? "")
        : "✗"
    }
  }

  /// The rows of an alignment: runs of deletions and insertions between
  /// equal steps pair up, in order, on the same recorder into changes.
  private static func rows(
    _ pairs: [StepDiff.Pair], sameRecorder: (Int, Int) -> Bool,
    verdictsDiffer: (Int, Int) -> Bool
  ) -> [Row] {
    var rows: [Row] = []
    rows.reserveCapacity(pairs.count)
    var deleted: [Int] = []
    var inserted: [Int] = []
    func flush() {
      var next = 0
      for a in deleted {
        if let match = inserted[next...].firstIndex(where: { sameRecorder(a, $0) }) {
          for b in inserted[next..<match] { rows.append(Row(.inserted, a: nil, b: b)) }
          rows.append(Row(.changed, a: a, b: inserted[match]))
          next = match + 1
        } else {
          rows.append(Row(.deleted, a: a, b: nil))
        }
      }
      for b in inserted[next...] { rows.append(Row(.inserted, a: nil, b: b)) }
      deleted.removeAll(keepingCapacity: true)
      inserted.removeAll(keepingCapacity: true)
    }
    for pair in pairs {
      switch (pair.a, pair.b) {
      case (let a?, let b?):
        if !deleted.isEmpty || !inserted.isEmpty { flush() }
        rows.append(Row(verdictsDiffer(a, b) ? .changed : .same, a: a, b: b))
      case (let a?, nil): deleted.append(a)
      case (nil, let b?): inserted.append(b)
      case (nil, nil): break
      }
    }
    flush()
    return rows
  }
}
