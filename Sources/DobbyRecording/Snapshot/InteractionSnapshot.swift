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
  /// ``recorders``) and its described value.
  public struct Entry: Sendable, Equatable {
    /// The index in ``InteractionSnapshot/recorders`` of the recorder.
    public var recorder: Int
    /// The value, its left-out fields removed.
    public var value: ValueTree

    /// An entry.
    public init(recorder: Int, value: ValueTree) {
      self.recorder = recorder
      self.value = value
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
    let comparable = Self.comparable(report, order: order, leavingOut: fields)
    let recorders = report.recorders.enumerated().map { index, recorder in
      RecorderSummary(id: index, name: recorder.name, valueType: recorder.valueType)
    }
    self.init(
      title: report.title, order: order, recorders: recorders, leftOut: fields,
      steps: comparable.timeline.map { Entry(recorder: $0.recorder, value: $0.value) })
  }

  /// `report` as its snapshot compares: `fields` left out of every value,
  /// the steps in `order` and renumbered, every verdict ignored, no
  /// expectations; call sites, callers and ticks are kept.
  ///
  /// - Complexity: O(n log n) in the timeline's steps (O(n) in timeline
  ///   order), plus the size of the values.
  public static func comparable(
    _ report: VerificationReport, order: Order, leavingOut fields: [String]
  ) -> VerificationReport {
    var timeline = report.timeline
    if order == .recorder {
      // Stable: each recorder's steps keep their own order.
      timeline = timeline.enumerated().sorted {
        ($0.element.recorder, $0.offset) < ($1.element.recorder, $1.offset)
      }.map(\.element)
    }
    for index in timeline.indices {
      timeline[index].step = TimelineStep(index: index)
      timeline[index].verdict = .ignored
      if !fields.isEmpty { timeline[index].value = leavingOut(fields, from: timeline[index].value) }
    }
    return VerificationReport(
      title: report.title, mode: PatternMode(strict: false, ordered: order == .timeline),
      clockCut: report.clockCut, recorders: report.recorders, expectations: [],
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
        let component =
          switch tree.kind {
          case .collection, .set: "[\(index)]"
          case .dictionary: "[\(child.label ?? "")]"
          default: "." + (child.label ?? "\(index)")
          }
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
