public import DobbyCore

/// Two recordings of one pattern compared: their timelines aligned step by
/// step, the expectations whose verdict changed, and the expectations
/// that are not the same in both.
///
/// Steps are aligned by ``StepDiff`` over their recorder's name and their
/// value, so a step of the same recorder with the same value
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
  /// The stub reactions that one recording reports unused and the other
  /// does not.
  public let reactionChanges: [ReactionChange]
  /// How many rows are of each change but ``Row/Change/same``.
  private let changeCounts: [Row.Change: Int]

  /// Compares `a` with `b`.
  ///
  /// - Complexity: O(n + m + d²) for timelines of n and m steps that
  ///   differ in d places (see ``StepDiff``).
  public init(_ a: VerificationReport, _ b: VerificationReport) {
    self.a = a
    self.b = b
    let timelineA = a.timeline
    let timelineB = b.timeline
    // Recorders are the same lane in both when they have the same name.
    var lanes: [String: Int] = [:]
    for recorder in a.recorders + b.recorders where lanes[recorder.name] == nil {
      lanes[recorder.name] = lanes.count
    }
    let lanesA = a.recorders.map { lanes[$0.name]! }
    let lanesB = b.recorders.map { lanes[$0.name]! }
    /// The lane of `entry`; `nil` for an entry whose recorder is not in
    /// the report.
    func lane(_ lanes: [Int], _ entry: TimelineEntry) -> Int? {
      lanes.indices.contains(entry.recorder) ? lanes[entry.recorder] : nil
    }
    func sameStep(_ stepA: Int, _ stepB: Int) -> Bool {
      lane(lanesA, timelineA[stepA]) == lane(lanesB, timelineB[stepB])
        && timelineA[stepA].value == timelineB[stepB].value
    }
    // The common head and tail are compared in place; only the middle is
    // hashed and searched.
    var head = 0
    while head < timelineA.count, head < timelineB.count, sameStep(head, head) { head += 1 }
    var tail = 0
    while tail < timelineA.count - head, tail < timelineB.count - head,
      sameStep(timelineA.count - 1 - tail, timelineB.count - 1 - tail)
    {
      tail += 1
    }
    var interned: [StepKey: Int] = [:]
    func keys(_ timeline: [TimelineEntry], _ lanes: [Int]) -> [Int] {
      timeline[head..<(timeline.count - tail)].map { entry in
        let key = StepKey(lane: lane(lanes, entry), value: entry.value)
        if let id = interned[key] { return id }
        interned[key] = interned.count
        return interned.count - 1
      }
    }
    var pairs = (0..<head).map { StepDiff.Pair(a: $0, b: $0) }
    for pair in StepDiff.align(keys(timelineA, lanesA), keys(timelineB, lanesB)) {
      pairs.append(StepDiff.Pair(a: pair.a.map { $0 + head }, b: pair.b.map { $0 + head }))
    }
    for offset in 0..<tail {
      pairs.append(
        StepDiff.Pair(a: timelineA.count - tail + offset, b: timelineB.count - tail + offset))
    }
    let mismatchesA = a.mismatches
    let mismatchesB = b.mismatches
    func sameVerdict(_ x: Verdict, _ y: Verdict) -> Bool {
      switch (x, y) {
      case (.matched(let p), .matched(let q)): return p == q
      case (.ignored, .ignored): return true
      case (.mismatch(let p), .mismatch(let q)):
        guard mismatchesA.indices.contains(p), mismatchesB.indices.contains(q) else {
          return false
        }
        return mismatchesA[p].kind == mismatchesB[q].kind
          && mismatchesA[p].expectation == mismatchesB[q].expectation
      default: return false
      }
    }
    rows = Self.rows(
      pairs,
      laneA: { lane(lanesA, timelineA[$0]) }, laneB: { lane(lanesB, timelineB[$0]) },
      verdictsDiffer: { !sameVerdict(timelineA[$0].verdict, timelineB[$1].verdict) })
    let aligned = rows
    differences = aligned.indices.filter { aligned[$0].change != .same }
    var counts: [Row.Change: Int] = [:]
    for row in aligned where row.change != .same { counts[row.change, default: 0] += 1 }
    changeCounts = counts
    (verdictChanges, patternDifferences) = Self.compareExpectations(a, b)
    reactionChanges = Self.compareReactions(a, b)
  }

  /// Whether both recordings have the same steps and the same verdicts.
  public var isSame: Bool {
    differences.isEmpty && verdictChanges.isEmpty && patternDifferences.isEmpty
      && reactionChanges.isEmpty && a.passed == b.passed
  }

  /// The row to open on: the first that differs, else the first.
  public var firstDifference: Int { differences.first ?? 0 }

  /// How many rows are of `change`.
  ///
  /// - Complexity: O(1): counted once, when compared, since the screen
  ///   asks on every key.
  public func count(of change: Row.Change) -> Int {
    change == .same ? rows.count - differences.count : changeCounts[change] ?? 0
  }

  /// The rows of an alignment: runs of deletions and insertions between
  /// equal steps pair up, in order, on the same lane into changes.
  ///
  /// - Complexity: O(p) for p pairs: each run's insertions are queued by
  ///   lane, and each queue is walked once.
  private static func rows(
    _ pairs: [StepDiff.Pair], laneA: (Int) -> Int?, laneB: (Int) -> Int?,
    verdictsDiffer: (Int, Int) -> Bool
  ) -> [Row] {
    var rows: [Row] = []
    rows.reserveCapacity(pairs.count)
    var deleted: [Int] = []
    var inserted: [Int] = []
    func flush() {
      // The positions in `inserted` of each lane's insertions, and how far
      // each lane's queue has been taken.
      var queues: [Int?: [Int]] = [:]
      for (position, b) in inserted.enumerated() { queues[laneB(b), default: []].append(position) }
      var taken: [Int?: Int] = [:]
      var next = 0
      for a in deleted {
        let lane = laneA(a)
        let queue = queues[lane] ?? []
        var index = taken[lane] ?? 0
        while index < queue.count, queue[index] < next { index += 1 }
        taken[lane] = index
        guard index < queue.count else {
          rows.append(Row(.deleted, a: a, b: nil))
          continue
        }
        let match = queue[index]
        for b in inserted[next..<match] { rows.append(Row(.inserted, a: nil, b: b)) }
        rows.append(Row(.changed, a: a, b: inserted[match]))
        next = match + 1
        taken[lane] = index + 1
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

  /// A step as aligned: its lane (by recorder name; `nil` when its
  /// recorder is not in the report) and its value.
  private struct StepKey: Hashable {
    var lane: Int?
    var value: ValueTree
  }
}
