public import DobbyCore

/// What the doubles of one test saw, in a form that does not change
/// between runs of the same behaviour: each step's recorder and value, in
/// timeline order (or grouped by recorder), without ticks, call sites or
/// anything else that varies.
///
/// A snapshot is made from a report's timeline and saved as a reviewable
/// file (see ``SnapshotFormat``); ``report`` turns it back into a
/// ``VerificationReport`` that ``RecordingComparison`` compares with a run.
///
/// ```swift
/// let snapshot = InteractionSnapshot(report, leavingOut: ["id"])
/// try snapshot.save(to: "Tests/__Snapshots__/CheckoutTests/charges.dobby-snapshot.jsonl")
/// ```
public struct InteractionSnapshot: Sendable, Equatable {
  /// The order a snapshot's steps are kept and compared in.
  public enum Order: String, Sendable, Hashable, CaseIterable {
    /// The merged timeline's order, across recorders.
    case timeline
    /// Each recorder's own order: the steps grouped by recorder, in the
    /// order the recorders are given, so an interleaving that varies
    /// between runs does not count.
    case recorder
  }

  /// What the snapshot holds at one step: its recorder (an index into
  /// ``recorders``), its described value, and a digest of the whole value.
  public struct Entry: Sendable, Equatable {
    /// The index in ``InteractionSnapshot/recorders`` of the recorder.
    public var recorder: Int
    /// The value, its left-out fields removed.
    public var value: ValueTree
    /// A digest of the whole value, its left-out fields removed: 16
    /// lowercase hex digits of a 64-bit hash of everything ``value`` cuts
    /// too (long strings, many children, deep levels). `nil` when the
    /// value was not at hand (a snapshot of a report) or the file was
    /// written before digests were.
    public var digest: String?
    /// The digest of what ``value`` leaves out at each of its first 16
    /// cuts, in walk order (see ``CutDigest``). `nil` when the value was
    /// not at hand, its tree cuts nothing, or the file was written before
    /// these digests were.
    public var cutDigests: [CutDigest]?

    /// An entry without a digest.
    public init(recorder: Int, value: ValueTree) {
      self.recorder = recorder
      self.value = value
    }

    /// An entry with the digest of its whole value.
    public init(recorder: Int, value: ValueTree, digest: String?) {
      self.recorder = recorder
      self.value = value
      self.digest = digest
    }

    /// An entry with the digest of its whole value and of what its tree
    /// leaves out at each cut.
    public init(recorder: Int, value: ValueTree, digest: String?, cutDigests: [CutDigest]?) {
      self.recorder = recorder
      self.value = value
      self.digest = digest
      self.cutDigests = cutDigests
    }

    /// Whether `other` holds the same step: the same recorder and tree,
    /// and the same digest when both have one.
    public func matches(_ other: Entry) -> Bool {
      guard recorder == other.recorder, value == other.value else { return false }
      guard let digest, let otherDigest = other.digest else { return true }
      return digest == otherDigest
    }
  }

  /// The test's name.
  public var title: String
  /// The order of ``steps``.
  public var order: Order
  /// The recorders, in the order they were given; their `id` is their index.
  public var recorders: [RecorderSummary]
  /// The fields left out of every value (see ``leavingOut(_:from:)``).
  public var leftOut: [String]
  /// The steps, in ``order``.
  public var steps: [Entry]

  /// A snapshot of its parts.
  public init(
    title: String, order: Order, recorders: [RecorderSummary], leftOut: [String] = [],
    steps: [Entry]
  ) {
    self.title = title
    self.order = order
    self.recorders = recorders
    self.leftOut = leftOut
    self.steps = steps
  }

  /// The snapshot of `report`'s timeline: its recorders and steps, with
  /// `fields` left out of every value and the steps in `order`.
  ///
  /// - Complexity: O(n log n) in the timeline's steps (O(n) in timeline
  ///   order), plus the size of the values.
  public init(
    _ report: VerificationReport, order: Order = .timeline, leavingOut fields: [String] = []
  ) {
    self.init(report, order: order, leavingOut: fields, digests: [])
  }

  /// The snapshot of `report`'s timeline, each step with its digests from
  /// `digests` (parallel to `report.timeline`, in its order; missing for
  /// a step whose value is not at hand).
  ///
  /// - Complexity: O(n log n) in the timeline's steps, plus the size of
  ///   the values.
  package init(
    _ report: VerificationReport, order: Order, leavingOut fields: [String],
    digests: [StepDigests]
  ) {
    let comparable = Self.comparable(report, order: order, leavingOut: fields)
    let recorders = comparable.recorders.enumerated().map { index, recorder in
      RecorderSummary(id: index, name: recorder.name, valueType: recorder.valueType)
    }
    let ordered = Self.stepOrder(report, order: order).map {
      digests.indices.contains($0) ? digests[$0] : StepDigests(whole: nil, cuts: nil)
    }
    self.init(
      title: report.title, order: order, recorders: recorders, leftOut: fields,
      steps: zip(comparable.timeline, ordered).map {
        Entry(recorder: $0.recorder, value: $0.value, digest: $1.whole, cutDigests: $1.cuts)
      })
  }

  /// The indices into `report.timeline` of the snapshot's steps, in
  /// `order`.
  static func stepOrder(_ report: VerificationReport, order: Order) -> [Int] {
    let indices = Array(report.timeline.indices)
    guard order == .recorder else { return indices }
    // Stable: each recorder's steps keep their own order.
    return indices.sorted {
      (report.timeline[$0].recorder, $0) < (report.timeline[$1].recorder, $1)
    }
  }

  /// `recorders` with names that are unique: a name given to several
  /// recorders is kept by the first, and the others are `name#2`,
  /// `name#3`, … in their order (skipping a name another recorder has),
  /// so that a snapshot of them reads back.
  ///
  /// - Complexity: O(r) for r recorders, about.
  static func distinctNames(_ recorders: [RecorderSummary]) -> [RecorderSummary] {
    var taken = Set(recorders.map(\.name))
    var seen: Set<String> = []
    var counts: [String: Int] = [:]
    return recorders.map { recorder in
      var recorder = recorder
      if seen.insert(recorder.name).inserted { return recorder }
      var count = counts[recorder.name, default: 1]
      var name: String
      repeat {
        count += 1
        name = "\(recorder.name)#\(count)"
      } while taken.contains(name)
      counts[recorder.name] = count
      taken.insert(name)
      recorder.name = name
      return recorder
    }
  }

  /// `report` as its snapshot compares: `fields` left out of every value,
  /// the steps in `order` and renumbered, every verdict ignored, no
  /// expectations, the recorders' names made unique (see
  /// `distinctNames(_:)`); call sites, callers and ticks are kept.
  ///
  /// - Complexity: O(n log n) in the timeline's steps (O(n) in timeline
  ///   order), plus the size of the values.
  public static func comparable(
    _ report: VerificationReport, order: Order, leavingOut fields: [String]
  ) -> VerificationReport {
    var timeline = report.timeline
    if order == .recorder {
      timeline = stepOrder(report, order: order).map { report.timeline[$0] }
    }
    for index in timeline.indices {
      timeline[index].step = TimelineStep(index: index)
      timeline[index].verdict = .ignored
      if !fields.isEmpty { timeline[index].value = leavingOut(fields, from: timeline[index].value) }
    }
    return VerificationReport(
      title: report.title, mode: PatternMode(strict: false, ordered: order == .timeline),
      clockCut: report.clockCut, recorders: distinctNames(report.recorders), expectations: [],
      timeline: timeline, mismatches: [], firstDivergence: nil, passed: true)
  }

  /// `value` without the fields `fields` names: a plain name (`id`) leaves
  /// out every field of that label at any depth; a path from the value's
  /// root (`.order.id`, `.lines[0].sku`) leaves out that one field.
  ///
  /// - Complexity: O(v) in the nodes of `value`.
  public static func leavingOut(_ fields: [String], from value: ValueTree) -> ValueTree {
    guard !fields.isEmpty else { return value }
    let names = Set(fields.filter { !$0.hasPrefix(".") && !$0.hasPrefix("[") })
    let paths = Set(fields.filter { $0.hasPrefix(".") || $0.hasPrefix("[") })
    func prune(_ tree: ValueTree, path: String) -> ValueTree {
      var tree = tree
      var kept: [ValueTree.Child] = []
      kept.reserveCapacity(tree.children.count)
      for (index, child) in tree.children.enumerated() {
        let component = ValueTree.component(of: child, at: index, in: tree.kind)
        if let label = child.label, names.contains(label) { continue }
        if paths.contains(path + component) { continue }
        kept.append(
          ValueTree.Child(label: child.label, value: prune(child.value, path: path + component)))
      }
      tree.children = kept
      return tree
    }
    return prune(value, path: "")
  }

  /// The snapshot as a passed report of a nice pattern without
  /// expectations: one ignored step per interaction, ticks counting from
  /// 1, no call sites. `ordered` is whether ``order`` is ``Order/timeline``.
  public var report: VerificationReport {
    var counts = [Int](repeating: 0, count: recorders.count)
    let noSite = CallSite(fileID: "", filePath: "", line: 0, column: 0)
    let timeline = steps.enumerated().map { offset, step in
      let index = counts.indices.contains(step.recorder) ? counts[step.recorder] : 0
      if counts.indices.contains(step.recorder) { counts[step.recorder] += 1 }
      return TimelineEntry(
        step: TimelineStep(index: offset), timestamp: UInt64(offset + 1),
        recorder: step.recorder, index: index,
        value: step.value, callSite: noSite, verdict: .ignored)
    }
    return VerificationReport(
      title: title, mode: PatternMode(strict: false, ordered: order == .timeline),
      clockCut: UInt64(steps.count), recorders: recorders, expectations: [], timeline: timeline,
      mismatches: [], firstDivergence: nil, passed: true)
  }
}
