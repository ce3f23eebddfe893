import DobbyCore
import DobbyRecording

extension SnapshotCheck {
  /// The digests of each step's value in `report`'s timeline (made by a
  /// pattern watching `recorders`), `fields` left out: of the whole value,
  /// and of what its tree leaves out at each cut; empty when the report's
  /// recorders are not those.
  ///
  /// - Complexity: O(n) in the size of the recorded values.
  package static func digests(
    of report: VerificationReport, in recorders: [any SnapshotSubject], leavingOut fields: [String]
  ) -> [InteractionSnapshot.StepDigests] {
    // A pattern watches each recorder once, in the order first given.
    var seen: Set<ObjectIdentifier> = []
    let lanes = recorders.filter { seen.insert(ObjectIdentifier($0)).inserted }
    guard lanes.count == report.recorders.count else { return [] }
    let values = lanes.map { $0.values(through: report.clockCut) }
    return report.timeline.map { entry in
      guard values.indices.contains(entry.recorder),
        values[entry.recorder].indices.contains(entry.index)
      else { return InteractionSnapshot.StepDigests(whole: nil, cuts: nil) }
      return InteractionSnapshot.StepDigests(
        of: values[entry.recorder][entry.index],
        tree: InteractionSnapshot.leavingOut(fields, from: entry.value), leavingOut: fields)
    }
  }
}
