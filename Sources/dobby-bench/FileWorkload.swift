/// A workload that writes files when it is set up at a count (recordings
/// to read, a snapshot to compare with) and removes them when asked.
protocol FileWorkload: SendableMetatype {
  /// Sets the workload up at `count`, writing its files.
  init(count: Int)

  /// Removes what the set-up wrote.
  func removeFiles()
}

extension FileWorkload {
  /// The medians of `first` and `second` (each run once to warm up, then
  /// `repetitions` times) on a workload set up at `count`, whose files are
  /// removed after.
  static func medians(
    count: Int, repetitions: Int,
    _ first: (Self) -> () -> Seconds, _ second: (Self) -> () -> Seconds
  ) -> (Seconds, Seconds) {
    let workload = Self(count: count)
    defer { workload.removeFiles() }
    return (
      repeated(repetitions: repetitions, first(workload)),
      repeated(repetitions: repetitions, second(workload))
    )
  }
}

extension DiffWorkload: FileWorkload {}
extension DirectoryWorkload: FileWorkload {}
extension OpenWorkload: FileWorkload {}
extension SnapshotWorkload: FileWorkload {}
