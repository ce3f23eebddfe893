import DobbyCore
import Foundation

/// Memory per recorded `Int` interaction, call site included, measured as
/// the growth of the resident set (`VmRSS`) while a fresh process records
/// `count` values into one recorder. A fresh process keeps memory freed by
/// other workloads from hiding the growth.
enum MemoryProbe {
  static let flag = "--memory-probe"

  /// Runs in the child: records, then prints the bytes per interaction.
  static func run(design: String, count: Int) {
    let before = statusKilobytes("VmRSS") ?? 0
    var after = 0
    if UserPathWorkload.probe(
      design, count: count, measure: { after = statusKilobytes("VmRSS") ?? 0 })
    {
      print(String(format: "%.1f", Double(after - before) * 1024 / Double(count)))
      return
    }
    switch design {
    case "ours":
      let recorder = Recorder<Int>(name: "memory")
      for value in 0..<count { recorder.record(value) }
      after = statusKilobytes("VmRSS") ?? 0
      withExtendedLifetime(recorder) {}
    default:
      let recorder = SeedRecorder<Int>(name: "memory")
      for value in 0..<count { recorder.record(value) }
      after = statusKilobytes("VmRSS") ?? 0
      withExtendedLifetime(recorder) {}
    }
    print(String(format: "%.1f", Double(after - before) * 1024 / Double(count)))
  }

  /// Runs the probe for `design` in a child process and returns its bytes
  /// per interaction, or nil if the child could not run.
  static func measure(design: String, count: Int) -> String? {
    guard
      let executable = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/exe")
    else { return nil }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: executable)
    child.arguments = [flag, design, String(count)]
    let output = Pipe()
    child.standardOutput = output
    do { try child.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
