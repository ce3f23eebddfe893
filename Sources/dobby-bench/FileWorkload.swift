/// A workload that writes files when it is set up at a count (recordings
/// to read, a snapshot to compare with) and removes them when asked.
protocol FileWorkload: SendableMetatype {
  /// Sets the workload up at `count`, writing its files.
  init(count: Int)

  /// Removes what the set-up wrote.
  func removeFiles()
}

extension DiffWorkload: FileWorkload {}
extension DirectoryWorkload: FileWorkload {}
extension OpenWorkload: FileWorkload {}
extension SnapshotWorkload: FileWorkload {}
