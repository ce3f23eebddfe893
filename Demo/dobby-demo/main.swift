import DobbyCore
import DobbyDemo
import DobbyRecording

#if canImport(Glibc)
  import Glibc
#endif

// Runs every demo scenario, prints its report as a failing test would, and
// saves its recording where `dobby-tui` finds it.
var failed = false
for scenario in Scenarios.all {
  print("== \(scenario.name): \(scenario.summary)")
  do {
    let (report, recording) = try await DemoRecordings.record(scenario)
    print(report.plainText(.relativeToCurrentDirectory(recordingPath: recording.path)))
  } catch {
    print(await scenario.run().plainText)
    print("dobby-demo: \(error)")
    failed = true
  }
}
do {
  // The race's passing run, to compare with its failing one (oversold).
  _ = try await DemoRecordings.record(.soldOnce)
} catch {
  print("dobby-demo: \(error)")
  failed = true
}
print("Open the most instructive one with:  swift run dobby-tui --demo")
print("Compare the race's passing and failing runs with:  swift run dobby-tui --demo --diff")
print(
  "or any of them with:                 swift run dobby-tui \(RecordingStore.fromEnvironment().directory)"
)
if failed { exit(2) }
