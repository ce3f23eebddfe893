import Dobby
import DobbyDemo
import Foundation
import Testing

/// The snapshot scenario matches the snapshot checked in beside this file.
struct ScenarioSnapshotTests {
  @Test func `a correct checkout matches its snapshot`() async throws {
    let report = await Scenario.checkoutSnapshot.run()
    let recordings = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-demo-snapshot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: recordings) }
    // Never written here: the snapshot is checked in, and a difference
    // fails rather than rewrites.
    let verdict = Snapshots.$environment.withValue(["CI": "1"]) {
      Verification.$recordingStore.withValue(RecordingStore(directory: recordings.path)) {
        expectSnapshot(of: report, named: "checkout")
      }
    }
    #expect(verdict == .matched)
    #expect(report.timeline.count == 7)
  }
}
