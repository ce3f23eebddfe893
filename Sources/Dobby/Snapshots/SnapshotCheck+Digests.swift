import DobbyCore
import DobbyRecording

extension SnapshotCheck {
  /// The digest of each step's whole value in `report`'s timeline (made by
  /// a pattern watching `recorders`), `fields` left out; empty when the
  /// report's recorders are not those.
  ///
  /// - Complexity: O(n) in the size of the recorded values.
  package static func digests(
    of report: VerificationReport, in recorders: [any SnapshotSubject], leavingOut fields: [String]
  ) -> [String?] {
    // A pattern watches each recorder once, in the order first given.
    var seen: Set<ObjectIdentifier> = []
    let lanes = recorders.filter { seen.insert(ObjectIdentifier($0)).inserted }
    guard lanes.count == report.recorders.count else { return [] }
    let digests = lanes.map { $0.digests(through: report.clockCut, leavingOut: fields) }
    return report.timeline.map { entry in
      guard digests.indices.contains(entry.recorder),
        digests[entry.recorder].indices.contains(entry.index)
      else { return nil }
      return digests[entry.recorder][entry.index]
    }
  }
}
