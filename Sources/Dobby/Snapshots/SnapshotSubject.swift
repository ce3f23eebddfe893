public import DobbyCore

/// A recorder whose interactions a snapshot can hold: a ``ValueRecording``
/// of `Sendable` values. `Recorder`, `Stub` and `Mock` are; a recorder of
/// your own becomes one with `extension MyRecorder: SnapshotSubject {}`.
public protocol SnapshotSubject: ValueRecording where Value: Sendable {}

extension Recorder: SnapshotSubject {}
extension Stub: SnapshotSubject {}
extension Mock: SnapshotSubject {}

extension SnapshotSubject {
  /// Adds this recorder to `pattern` as a watched lane.
  func watched(by pattern: Pattern) { _ = pattern.watch(self) }

  /// Each value recorded up to the tick `cut`, in recording order, for
  /// its digests (see `ValueDigest`).
  ///
  /// - Complexity: O(n) in the values.
  func values(through cut: UInt64) -> [Any] {
    snapshot(through: cut).values.map { $0 as Any }
  }
}
