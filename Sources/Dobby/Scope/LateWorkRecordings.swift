import Foundation

/// The recordings saved for late work, kept to be saved again when the
/// process ends: late work is reported as it begins, before its first
/// record lands and while it may still record, so the file written then
/// may lack steps. The process's end, after work its tests left queued
/// had its chance to run (see ``PendingWorkAtExit``), writes each one
/// again, in place, with every interaction recorded late until then.
enum LateWorkRecordings {
  private static let saved = Lock<[(scope: ScopeRecord, path: String, steps: Int)]>([])

  /// Keeps the recording saved at `path`, with `steps` steps, for the
  /// late work of `scope`.
  static func keep(_ scope: ScopeRecord, at path: String, steps: Int) {
    saved.withLock { $0.append((scope, path, steps)) }
  }

  /// Saves again, in place, each recording kept (at `path` only, when
  /// given) whose scope's tasks recorded more late steps since and that
  /// is still there, and forgets it.
  ///
  /// - Returns: How many recordings were saved again.
  @discardableResult
  static func saveAgain(at path: String? = nil) -> Int {
    let kept = saved.withLock { saved in
      let taken = saved.filter { path == nil || $0.path == path }
      saved.removeAll { path == nil || $0.path == path }
      return taken
    }
    var count = 0
    // One removed since (its directory cleaned up) stays removed.
    for (scope, path, steps) in kept where FileManager.default.fileExists(atPath: path) {
      let report = scope.lateWorkRecording()
      guard report.timeline.count > steps else { continue }
      do {
        try report.gatheringSource(root: currentDirectory()).save(to: path)
        count += 1
      } catch {
        StandardError.print("dobby: recording not saved again: \(error)")
      }
    }
    return count
  }
}
